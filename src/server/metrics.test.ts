import { expect, test } from 'vitest'
import { Metrics, routeLabel } from './metrics.ts'

test('route labels collapse ids and slugs but keep action names', () => {
  expect(routeLabel('/forum/vw-golf-7-t123.html?page=2', undefined)).toBe('/forum/:x')
  expect(routeLabel('/forum/aktion/Reply.html', undefined)).toBe('/forum/aktion/Reply.html')
  expect(routeLabel('/', undefined)).toBe('/')
  expect(routeLabel('/graphql', '/graphql')).toBe('/graphql')
  expect(routeLabel('/tests/golf-im-test-3.data', '*')).toBe('/tests/:x')
})

test('requests, histograms and gauges in the Prometheus text format', () => {
  const metrics = new Metrics()
  metrics.observe('/forum/:x', 'GET', 200, 0.004)
  metrics.observe('/forum/:x', 'GET', 200, 0.2)
  metrics.observe('/forum/:x', 'GET', 404, 0.001)
  const text = metrics.render([{ name: 'jobs_pending', help: 'Jobs due', values: [{ value: 3 }] }])
  expect(text).toContain('http_requests_total{route="/forum/:x",method="GET",status="200"} 2')
  expect(text).toContain('http_requests_total{route="/forum/:x",method="GET",status="404"} 1')
  expect(text).toContain('http_request_duration_seconds_bucket{route="/forum/:x",le="0.005"} 2')
  expect(text).toContain('http_request_duration_seconds_bucket{route="/forum/:x",le="+Inf"} 3')
  expect(text).toContain('http_request_duration_seconds_count{route="/forum/:x"} 3')
  expect(text).toContain('# TYPE jobs_pending gauge\njobs_pending 3')
})

test('after 300 routes the rest count as other', () => {
  const metrics = new Metrics()
  for (let i = 0; i < 305; i += 1) metrics.observe(`/probe${i}`, 'GET', 404, 0.001)
  expect(metrics.render()).toContain('route="other"')
})
