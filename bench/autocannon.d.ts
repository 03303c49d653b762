// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '5xx': number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
