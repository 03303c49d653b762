import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  SEARCH_AUTHOR_NAME_MAX_LENGTH,
  SEARCH_PATH,
  SEARCH_TERM_MAX_LENGTH,
  type SearchField,
  type SearchProblem,
  searchUrl,
} from '#domain/search.ts'
import type { SearchFilterOptions } from '#services/search/types.ts'
import { Icon } from '../../ui/Icon.tsx'
import styles from './SearchPage.module.css'
import { activeFilterCount, modelsOf, type SearchFormValues, vehicleChoice } from './search-view.ts'

interface Props {
  values: SearchFormValues
  problems: SearchProblem[]
  options: SearchFilterOptions
}

/** Wide screens show the filters always; phones fold them into 'Filter' (the CSS hides its summary). */
const WIDE = '(min-width: 720px)'

const FILTER_FIELDS: SearchField[] = ['author', 'board', 'vehicle', 'from', 'to']

const errorId = (field: SearchField) => `search-${field}-error`

function FieldError({ field, problems }: { field: SearchField; problems: SearchProblem[] }) {
  const messages = problems.filter((problem) => problem.field === field).map((problem) => problem.message)
  if (messages.length === 0) return null
  return (
    <p id={errorId(field)} className={styles.error}>
      {messages.join(' ')}
    </p>
  )
}

/** aria attributes of a field with (or without) a message. */
function invalid(field: SearchField, problems: SearchProblem[]) {
  return problems.some((problem) => problem.field === field)
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
    : {}
}

/** '\u00a0' per level: the board tree in a select (options take no markup). */
/** One end of the period; a date the browser's date field cannot hold is shown as typed, with its message. */
function DayField(props: {
  field: 'from' | 'to'
  name: string
  label: string
  value: string
  problems: SearchProblem[]
}) {
  const { field, problems } = props
  const asText = problems.some((problem) => problem.field === field)
  return (
    <div className={styles.field}>
      <label htmlFor={`search-${field}`} className={styles.subLabel}>
        {props.label}
      </label>
      <input
        id={`search-${field}`}
        name={props.name}
        type={asText ? 'text' : 'date'}
        defaultValue={props.value}
        // a date field takes no placeholder (invalid HTML); the text field for a bad date does
        placeholder={asText ? 'TT.MM.JJJJ' : undefined}
        className={styles.input}
        {...invalid(field, problems)}
      />
    </div>
  )
}

const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth)

/**
 * The search form (decision 022): a GET form to /suche.html, so every search is an address. The term
 * on top; the filters below it, folded into 'Filter' on phones. Every field keeps what was sent.
 */
export function SearchForm({ values, problems, options }: Props) {
  const [keepAuthorId, setKeepAuthorId] = useState(values.authorId !== null)
  const initialVehicle = vehicleChoice(values.vehicle, options.vehicles)
  const [vehicle, setVehicle] = useState(initialVehicle.main)
  const [model, setModel] = useState(initialVehicle.model)
  const models = modelsOf(vehicle, options.vehicles)
  const filters = useRef<HTMLDetailsElement>(null)
  const active = activeFilterCount(values)
  const filterProblem = problems.some((problem) => FILTER_FIELDS.includes(problem.field))

  useEffect(() => {
    // the server cannot know the width: open the block where its summary is hidden
    if (filters.current && window.matchMedia(WIDE).matches) filters.current.open = true
  }, [])

  const general = problems.filter((problem) => problem.field === 'page' || problem.field === 'other')
  return (
    <form method="get" action={SEARCH_PATH} className={styles.form} role="search" aria-label="Suche">
      <input type="hidden" name="search" value="true" />
      {general.length > 0 && (
        <div className={styles.alert} role="alert">
          {general.map((problem) => (
            <p key={problem.message}>{problem.message}</p>
          ))}
        </div>
      )}
      <div className={styles.termRow}>
        <label htmlFor="search-term" className={styles.label}>
          Suchbegriff
        </label>
        <div className={styles.termInput}>
          <input
            id="search-term"
            name="se"
            type="search"
            defaultValue={values.term}
            maxLength={SEARCH_TERM_MAX_LENGTH}
            placeholder="Z. B. Golf 7 Zahnriemen"
            enterKeyHint="search"
            className={styles.input}
            {...invalid('term', problems)}
          />
          <button type="submit" className={styles.submit}>
            <Icon name="search" size={18} />
            <span>Suchen</span>
          </button>
        </div>
        <FieldError field="term" problems={problems} />
      </div>

      <details ref={filters} className={styles.filters} open={filterProblem || undefined}>
        <summary className={styles.filtersSummary}>{active > 0 ? `Filter (${active})` : 'Filter'}</summary>
        <div className={styles.filterGrid}>
          <div className={styles.field}>
            <label htmlFor="search-author" className={styles.label}>
              Mitglied
            </label>
            <input
              id="search-author"
              name="sun"
              type="text"
              defaultValue={values.authorName}
              maxLength={SEARCH_AUTHOR_NAME_MAX_LENGTH}
              autoComplete="off"
              className={styles.input}
              onChange={() => setKeepAuthorId(false)}
              {...invalid('author', problems)}
            />
            {keepAuthorId && values.authorId !== null && (
              <input type="hidden" name="suk" value={values.authorId} />
            )}
            <FieldError field="author" problems={problems} />
          </div>

          <div className={styles.field}>
            <label htmlFor="search-board" className={styles.label}>
              Forum
            </label>
            <select
              id="search-board"
              name="sbo"
              defaultValue={values.board}
              className={styles.input}
              {...invalid('board', problems)}
            >
              <option value="">Alle Foren</option>
              {options.boards.map((board) => (
                <option key={board.id} value={String(board.id)}>
                  {`${indent(board.depth)}${board.name}`}
                </option>
              ))}
            </select>
            <FieldError field="board" problems={problems} />
          </div>

          <div className={styles.field}>
            <label htmlFor="search-vehicle" className={styles.label}>
              Fahrzeug
            </label>
            <select
              id="search-vehicle"
              name="sfz"
              value={vehicle}
              onChange={(event) => {
                setVehicle(event.target.value)
                setModel('')
              }}
              className={styles.input}
              {...invalid('vehicle', problems)}
            >
              <option value="">Alle Fahrzeuge</option>
              {options.vehicles.map((make) => (
                <optgroup key={make.id} label={make.name}>
                  <option value={`h${make.id}`}>{`${make.name} (alle)`}</option>
                  {make.series.map((series) => (
                    <option key={series.id} value={`s${series.id}`}>
                      {`${make.name} ${series.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldError field="vehicle" problems={problems} />
          </div>

          {models.length > 0 && (
            <div className={styles.field}>
              <label htmlFor="search-model" className={styles.label}>
                Modell
              </label>
              <select
                id="search-model"
                name="sfz"
                value={model}
                onChange={(event) => setModel(event.target.value)}
                className={styles.input}
              >
                <option value="">Alle Modelle</option>
                {models.map((entry) => (
                  <option key={entry.id} value={`m${entry.id}`}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          )}

          <fieldset className={`${styles.fieldset} ${styles.period}`}>
            <legend className={styles.label}>Zeitraum</legend>
            <div className={styles.dates}>
              <DayField field="from" name="sdv" label="von" value={values.from} problems={problems} />
              <DayField field="to" name="sdb" label="bis" value={values.to} problems={problems} />
            </div>
            <FieldError field="from" problems={problems} />
            <FieldError field="to" problems={problems} />
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Suchen in</legend>
            <label className={styles.choice}>
              <input type="radio" name="suf" value="2" defaultChecked={values.scope === 'posts'} />
              Themen und Beiträge
            </label>
            <label className={styles.choice}>
              <input type="radio" name="suf" value="1" defaultChecked={values.scope === 'threads'} />
              Nur Themen
            </label>
          </fieldset>

          <div className={styles.field}>
            <label htmlFor="search-sort" className={styles.label}>
              Sortierung
            </label>
            <select id="search-sort" name="sob" defaultValue={values.sort} className={styles.input}>
              <option value="relevance">Relevanz</option>
              <option value="newFirst">Neueste zuerst</option>
            </select>
            <label className={styles.choice}>
              <input type="checkbox" name="sba" value="1" defaultChecked={values.bestAnswerOnly} />
              Nur Themen mit bester Antwort
            </label>
          </div>
        </div>
        {active > 0 && (
          <p className={styles.reset}>
            <Link to={searchUrl({ term: values.term.trim() })}>Filter zurücksetzen</Link>
          </p>
        )}
      </details>
    </form>
  )
}
