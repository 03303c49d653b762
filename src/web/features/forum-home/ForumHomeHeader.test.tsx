import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ForumHomeHeader } from './ForumHomeHeader.tsx'

test('the forum home description states the totals of posts, vehicle tests and blog articles (spec 000 §1)', () => {
  const html = renderToString(
    <ForumHomeHeader
      totals={{
        totalNumberOfPosts: 67_123_456,
        totalNumberOfVehicleTests: 12_345,
        totalNumberOfBlogArticles: 98_765,
      }}
    />,
  )
  expect(html).toContain('67.123.456 Beiträge in 788 Foren, 12.345 Fahrzeugtests und 98.765 Blogartikel.')
})
