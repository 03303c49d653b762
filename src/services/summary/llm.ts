import { SUMMARY_MAX_CHARS, type SummarySection, type SummarySentence } from '#domain/summary.ts'
import { candidates, type SourcePost } from './extractive.ts'

// The optional language model (decision 032): an OpenAI-compatible chat completions
// endpoint (SUMMARY_LLM_URL, SUMMARY_LLM_MODEL, SUMMARY_LLM_KEY) gets the thread's most telling
// posts, numbered by their place in the thread, and must cite a number after every sentence.
// Sentences without a citation of a post it was given are dropped; an answer without a question
// and an answer part, an error or the time-out give null, and the offline summary is used.

export interface LlmConfig {
  /** e.g. http://127.0.0.1:8080/v1/chat/completions */
  url: string
  model: string
  apiKey?: string | undefined
  timeoutMs: number
}

/** The posts the model reads: the question and the posts with the best-scored sentences. */
const LLM_POSTS = 24
const LLM_POST_CHARS = 700

export function llmPrompt(
  title: string,
  posts: readonly SourcePost[],
): { system: string; user: string; given: Map<number, SourcePost> } {
  const scored = candidates(title, posts)
  const best = new Map<number, number>()
  for (const sentence of scored)
    best.set(sentence.postId, Math.max(best.get(sentence.postId) ?? 0, sentence.score))
  const chosen = posts
    .filter((post) => post.position === 0 || post.isBest || best.has(post.id))
    .sort(
      (a, b) =>
        (b.position === 0 ? 1 : 0) - (a.position === 0 ? 1 : 0) ||
        (best.get(b.id) ?? 0) - (best.get(a.id) ?? 0),
    )
    .slice(0, LLM_POSTS)
    .sort((a, b) => a.position - b.position)
  const given = new Map(chosen.map((post) => [post.position, post]))
  const ownText = (post: SourcePost) =>
    scored
      .filter((sentence) => sentence.postId === post.id)
      .map((sentence) => sentence.text)
      .join(' ')
      .slice(0, LLM_POST_CHARS)
  const system = [
    'Du fasst Diskussionen aus einem deutschen Auto- und Motorradforum zusammen.',
    'Schreibe auf Deutsch, sachlich und kurz, höchstens sechs Sätze.',
    'Gliedere in drei Abschnitte, jeder auf einer eigenen Zeile: "Frage:", "Antwort:" und, nur wenn etwas ungeklärt ist, "Offen:".',
    'Beende jeden Satz mit der Nummer des Beitrags, aus dem die Aussage stammt, in eckigen Klammern, zum Beispiel [#12].',
    'Verwende nur Aussagen aus den Beiträgen, erfinde nichts.',
  ].join(' ')
  const user = [
    `Thema: ${title}`,
    ...chosen.map(
      (post) =>
        `[#${post.position}]${post.isBest ? ' (beste Antwort)' : ''}${post.byStarter ? ' (Themenstarter)' : ''} ${ownText(post)}`,
    ),
  ].join('\n\n')
  return { system, user, given }
}

const HEADINGS: [RegExp, SummarySection][] = [
  [/^\s*(frage|die frage)\s*:\s*/i, 'question'],
  [/^\s*(antwort|lösung|was geholfen hat)\s*:\s*/i, 'answer'],
  [/^\s*(offen|noch offen)\s*:\s*/i, 'open'],
]

/** The model's text as cited sentences; null when it does not hold a question and an answer. */
export function parseLlmAnswer(content: string, given: Map<number, SourcePost>): SummarySentence[] | null {
  const sentences: SummarySentence[] = []
  let section: SummarySection | null = null
  let length = 0
  for (const rawLine of content.split('\n')) {
    let line = rawLine.trim()
    for (const [heading, name] of HEADINGS) {
      if (heading.test(line)) {
        section = name
        line = line.replace(heading, '')
      }
    }
    if (!section || line === '') continue
    for (const match of line.matchAll(/([^[\]]+?)\s*\[#(\d{1,7})\]\s*([.!?])?/g)) {
      const post = given.get(Number(match[2]))
      const text = `${match[1]!.trim().replace(/^[-*•]\s*/, '')}${match[3] ?? ''}`.trim()
      if (!post || text.length < 10) continue
      const sentence = /[.!?]$/.test(text) ? text : `${text}.`
      if (length + sentence.length + 1 > SUMMARY_MAX_CHARS) continue
      length += sentence.length + 1
      sentences.push({ section, text: sentence, postId: post.id, position: post.position })
    }
  }
  const has = (name: SummarySection) => sentences.some((sentence) => sentence.section === name)
  return has('question') && has('answer') ? sentences : null
}

export async function llmSummary(
  config: LlmConfig,
  title: string,
  posts: readonly SourcePost[],
  fetchImpl: typeof fetch = fetch,
): Promise<SummarySentence[] | null> {
  const { system, user, given } = llmPrompt(title, posts)
  const response = await fetchImpl(config.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      max_tokens: 600,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  })
  if (!response.ok) throw new Error(`Sprachmodell antwortet mit HTTP ${response.status}`)
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
  const content = body.choices?.[0]?.message?.content
  if (typeof content !== 'string') throw new Error('Sprachmodell: Antwort ohne Text')
  return parseLlmAnswer(content, given)
}
