import { type Kysely, sql } from 'kysely'

// Search (docs/decisions/022): PostgreSQL full text with the `german` configuration
// for threads' titles and posts' texts, and a vocabulary of every word the community wrote, so
// that a part of a compound ('Zahnriemen' in 'Zahnriemenwechsel') and a typo ('Zahnrimen') find
// the words they stand for through a trigram index on a table of a few hundred thousand rows
// instead of one on millions of posts.
//
// - search_text(): the text as the index sees it. A decimal comma becomes a point ('1,9 TDI' and
//   '1.9 TDI' are one thing) and letters and digits written together are parted ('Golf7' →
//   'Golf 7', 'E46' → 'E 46', '1.9TDI' → '1.9 TDI'); the query goes through the same function and
//   asks for the parts as a phrase, so 'golf7' and 'Golf 7' find each other.
// - posts.search_vector, threads.search_vector: generated columns, so a post is searchable, and
//   an edit or a new title is reflected, in the transaction that writes it; hidden and deleted
//   content is left out by the query, as the visibility rule says.
// - search_words: each lower-case word once, with its German stem (its lexeme in the vectors,
//   none for stop words), its folded form (ä → a, ß → ss: what the trigram index compares) and
//   how many posts contain its lexeme (from ts_stat, refreshed by the nightly clean-up; a word
//   learnt since counts 1). A trigger learns the new words of every written post and title in
//   the same transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_text(body text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN regexp_replace(regexp_replace(regexp_replace(body,
      '([0-9]),([0-9])', '\\1.\\2', 'g'),
      '([A-Za-zÄÖÜäöüßÀ-ÿ])([0-9])', '\\1 \\2', 'g'),
      '([0-9])([A-Za-zÄÖÜäöüßÀ-ÿ])', '\\1 \\2', 'g')`.execute(db)
  await sql`
    CREATE FUNCTION search_document(body text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN to_tsvector('german'::regconfig, search_text(body))`.execute(db)
  await sql`
    CREATE FUNCTION search_fold(word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN translate(replace(lower(word), 'ß', 'ss'),
      'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy')`.execute(db)

  await sql`
    ALTER TABLE posts ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (search_document(text)) STORED`.execute(db)
  await sql`CREATE INDEX posts_search ON posts USING gin (search_vector)`.execute(db)
  await sql`
    ALTER TABLE threads ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (setweight(search_document(title), 'A')) STORED`.execute(db)
  await sql`CREATE INDEX threads_search ON threads USING gin (search_vector)`.execute(db)

  await sql`
    CREATE TABLE search_words (
      word text PRIMARY KEY,
      folded text NOT NULL,
      lexeme text,
      ndoc integer NOT NULL DEFAULT 1
    )`.execute(db)
  await sql`COMMENT ON COLUMN search_words.lexeme IS 'its German stem as in the search vectors; NULL for stop words'`.execute(
    db,
  )
  await sql`COMMENT ON COLUMN search_words.ndoc IS 'posts and titles whose vector holds the lexeme (ts_stat, refreshed nightly)'`.execute(
    db,
  )
  await sql`CREATE INDEX search_words_folded ON search_words USING gist (folded gist_trgm_ops)`.execute(db)
  await sql`CREATE INDEX search_words_lexeme ON search_words (lexeme) WHERE lexeme IS NOT NULL`.execute(db)

  // The words of a text that the vocabulary keeps: 3 to 40 characters, not only digits.
  await sql`
    CREATE FUNCTION search_learn(body text) RETURNS void
    LANGUAGE sql VOLATILE
    BEGIN ATOMIC
      INSERT INTO search_words (word, folded, lexeme)
      SELECT w.word, search_fold(w.word),
        (SELECT min(l) FROM unnest(tsvector_to_array(to_tsvector('german'::regconfig, w.word))) AS l)
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_text(body)))) AS w (word)
      WHERE length(w.word) BETWEEN 3 AND 40 AND w.word !~ '^[0-9.,-]+$'
        AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.word)
      ON CONFLICT (word) DO NOTHING;
    END`.execute(db)
  await sql`
    CREATE FUNCTION search_learn_post() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM search_learn(NEW.text);
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE FUNCTION search_learn_thread() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM search_learn(NEW.title);
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER posts_search_learn AFTER INSERT OR UPDATE OF text ON posts
    FOR EACH ROW EXECUTE FUNCTION search_learn_post()`.execute(db)
  await sql`
    CREATE TRIGGER threads_search_learn AFTER INSERT OR UPDATE OF title ON threads
    FOR EACH ROW EXECUTE FUNCTION search_learn_thread()`.execute(db)

  await refreshSearchWords(db)
}

/**
 * Learns every word of the posts and titles there are and counts the posts of each lexeme.
 * Also run by the nightly clean-up: the trigger learns words, only this counts them.
 */
// biome-ignore lint/suspicious/noExplicitAny: called with the typed database too (seed, clean-up)
export async function refreshSearchWords(db: Kysely<any>): Promise<void> {
  await sql`
    INSERT INTO search_words (word, folded, lexeme)
    SELECT s.word, search_fold(s.word),
      (SELECT min(l) FROM unnest(tsvector_to_array(to_tsvector('german'::regconfig, s.word))) AS l)
    FROM ts_stat($q$
      SELECT to_tsvector('simple'::regconfig, search_text(text)) FROM posts
      UNION ALL SELECT to_tsvector('simple'::regconfig, search_text(title)) FROM threads
    $q$) AS s
    WHERE length(s.word) BETWEEN 3 AND 40 AND s.word !~ '^[0-9.,-]+$'
    ON CONFLICT (word) DO NOTHING`.execute(db)
  // titles count as texts: 'Leerlauf' written only in titles is a word, not a typo
  await sql`
    UPDATE search_words w SET ndoc = s.ndoc
    FROM ts_stat('SELECT search_vector FROM posts UNION ALL SELECT search_vector FROM threads') AS s
    WHERE s.word = w.lexeme AND w.ndoc IS DISTINCT FROM s.ndoc`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS threads_search_learn ON threads`.execute(db)
  await sql`DROP TRIGGER IF EXISTS posts_search_learn ON posts`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_learn_thread()`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_learn_post()`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_learn(text)`.execute(db)
  await sql`DROP TABLE IF EXISTS search_words`.execute(db)
  await sql`ALTER TABLE threads DROP COLUMN IF EXISTS search_vector`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS search_vector`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_fold(text)`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_document(text)`.execute(db)
  await sql`DROP FUNCTION IF EXISTS search_text(text)`.execute(db)
}
