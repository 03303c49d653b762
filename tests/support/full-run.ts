/**
 * `npm run test:full` (TEST_FULL=1) repeats what the default run samples: the fuzz's and the
 * crawl's thousands of requests, the second PostgreSQL for every integration test, the phone
 * project for every browser spec. README "Tests" says when to run it.
 */
export const FULL_RUN = process.env.TEST_FULL === '1'
