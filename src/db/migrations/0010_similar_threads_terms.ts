import { type Kysely, sql } from 'kysely'

// 'Ähnliche Themen' from the search's own vectors (docs/decisions/023): a thread is
// recommended for sharing the question's words and its vehicle, not for a title that looks alike.
//
// thread_terms holds, for every thread every visitor may see (visibility 'Online', not deleted:
// threadVisibility() for a visitor), one tsvector: the title's lexemes (weight A, from the same
// search_document() as threads.search_vector), the first post's lexemes (posts.search_vector)
// and tokens for its vehicle ('Make:1', 'Series:3', 'Model:11', or 'Vehicle:none'). The tokens
// begin with a capital letter: the german configuration lower-cases every lexeme it makes, so no
// text can produce one. One GIN index then answers "threads of this model that share one of these
// words" as a single tsquery ('Model:11' & ('ruckel' | 'kaltstart' | …)), so the work is bounded
// by the vehicle before any row is read.
//
// Why a table of its own and not a column of threads: every reply updates its thread's counters
// and last_post_at, an indexed column, so each reply writes a new entry into every index of
// threads. An index over title and question there would take some fifty GIN entries per reply;
// this table is written only when a thread is started, its title, vehicle or visibility changes,
// or its first post's text changes (triggers below). Replies do not touch it.
//
// The GiST trigram index on threads.title (0006) served only the old trigram recommendations; it
// was one of the indexes every reply writes to, and goes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION thread_terms_document(
      title text, question tsvector, manufacturer_id integer, series_id integer, model_id integer
    ) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(coalesce(search_document(title), ''::tsvector), 'A')
      || coalesce(question, ''::tsvector)
      || array_to_tsvector(array_remove(ARRAY[
           CASE WHEN manufacturer_id IS NULL THEN 'Vehicle:none' ELSE 'Make:' || manufacturer_id::text END,
           'Series:' || series_id::text,
           'Model:' || model_id::text
         ], NULL))`.execute(db)

  await sql`
    CREATE TABLE thread_terms (
      thread_id integer PRIMARY KEY REFERENCES threads (id) ON DELETE CASCADE,
      terms tsvector NOT NULL
    )`.execute(db)
  await sql`COMMENT ON TABLE thread_terms IS 'what a thread every visitor may see is about: title (weight A), first post, vehicle tokens; for similar threads'`.execute(
    db,
  )

  // The row of one thread as it is now: written when the thread is listed for visitors and has its
  // first post, removed otherwise.
  await sql`
    CREATE FUNCTION thread_terms_refresh(thread integer) RETURNS void
    LANGUAGE sql VOLATILE
    BEGIN ATOMIC
      DELETE FROM thread_terms WHERE thread_id = thread;
      INSERT INTO thread_terms (thread_id, terms)
      SELECT t.id, thread_terms_document(t.title, p.search_vector, t.manufacturer_id, t.series_id, t.model_id)
      FROM threads t JOIN posts p ON p.thread_id = t.id AND p.position = 0
      WHERE t.id = thread AND t.visibility = 'Online' AND t.deleted_at IS NULL;
    END`.execute(db)
  await sql`
    CREATE FUNCTION thread_terms_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM thread_terms_refresh(NEW.thread_id);
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE FUNCTION thread_terms_from_thread() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM thread_terms_refresh(NEW.id);
      RETURN NULL;
    END $$`.execute(db)
  // Only the first post: for a reply the WHEN clause is all the trigger costs.
  await sql`
    CREATE TRIGGER posts_thread_terms AFTER INSERT OR UPDATE OF text ON posts
    FOR EACH ROW WHEN (NEW.position = 0) EXECUTE FUNCTION thread_terms_from_post()`.execute(db)
  // Counter updates (every reply) name none of these columns and do not fire it.
  await sql`
    CREATE TRIGGER threads_thread_terms
    AFTER UPDATE OF title, visibility, deleted_at, manufacturer_id, series_id, model_id ON threads
    FOR EACH ROW WHEN (
      OLD.title IS DISTINCT FROM NEW.title OR OLD.visibility IS DISTINCT FROM NEW.visibility
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id
      OR OLD.series_id IS DISTINCT FROM NEW.series_id OR OLD.model_id IS DISTINCT FROM NEW.model_id
    ) EXECUTE FUNCTION thread_terms_from_thread()`.execute(db)

  await sql`
    INSERT INTO thread_terms (thread_id, terms)
    SELECT t.id, thread_terms_document(t.title, p.search_vector, t.manufacturer_id, t.series_id, t.model_id)
    FROM threads t JOIN posts p ON p.thread_id = t.id AND p.position = 0
    WHERE t.visibility = 'Online' AND t.deleted_at IS NULL`.execute(db)
  await sql`CREATE INDEX thread_terms_terms ON thread_terms USING gin (terms)`.execute(db)

  await sql`DROP INDEX IF EXISTS threads_title_trgm_gist`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS threads_title_trgm_gist ON threads USING gist (title gist_trgm_ops)`.execute(
    db,
  )
  await sql`DROP TRIGGER IF EXISTS threads_thread_terms ON threads`.execute(db)
  await sql`DROP TRIGGER IF EXISTS posts_thread_terms ON posts`.execute(db)
  await sql`DROP FUNCTION IF EXISTS thread_terms_from_thread()`.execute(db)
  await sql`DROP FUNCTION IF EXISTS thread_terms_from_post()`.execute(db)
  await sql`DROP FUNCTION IF EXISTS thread_terms_refresh(integer)`.execute(db)
  await sql`DROP TABLE IF EXISTS thread_terms`.execute(db)
  await sql`DROP FUNCTION IF EXISTS thread_terms_document(text, tsvector, integer, integer, integer)`.execute(
    db,
  )
}
