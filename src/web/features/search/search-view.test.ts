import { expect, test } from 'vitest'
import { parseSearchParams, SEARCH_TEXTS } from '#domain/search.ts'
import {
  activeFilterCount,
  formValues,
  modelsOf,
  operationInput,
  problemsFromMessage,
  resolveVehicleValues,
  sameName,
  vehicleChoice,
} from './search-view.ts'
import { OPTIONS, values } from './test-data.ts'

function valuesOf(query: string) {
  const params = new URLSearchParams(query)
  return formValues(params, parseSearchParams(params).request)
}

test('the form keeps what was sent, even what the parser cut or refused', () => {
  const long = 'a'.repeat(201)
  expect(valuesOf(`se=${long}&sdv=31.02.2024&sun=Klaus&sbo=abc`)).toMatchObject({
    term: long,
    from: '31.02.2024',
    authorName: 'Klaus',
    board: 'abc',
  })
})

test('the sort the form shows: newest for a member’s posts without a term, else the one chosen or relevance', () => {
  expect(valuesOf('se=Golf').sort).toBe('relevance')
  expect(valuesOf('suk=5').sort).toBe('newFirst')
  expect(valuesOf('suk=5&sob=relevance').sort).toBe('newFirst')
  // the empty form: a term typed into it is searched by relevance
  expect(valuesOf('').sort).toBe('relevance')
  expect(valuesOf('sob=newFirst').sort).toBe('newFirst')
  expect(valuesOf('se=Golf&sob=newFirst').sort).toBe('newFirst')
  expect(valuesOf('suf=1').scope).toBe('threads')
  expect(valuesOf('sba=1').bestAnswerOnly).toBe(true)
  expect(valuesOf('suk=5').authorId).toBe(5)
})

test('a model is shown under its series; a make or series as it is', () => {
  expect(vehicleChoice('m702', OPTIONS.vehicles)).toEqual({ main: 's70', model: 'm702' })
  expect(vehicleChoice('h7', OPTIONS.vehicles)).toEqual({ main: 'h7', model: '' })
  expect(vehicleChoice('', OPTIONS.vehicles)).toEqual({ main: '', model: '' })
  expect(modelsOf('s70', OPTIONS.vehicles).map((model) => model.name)).toEqual(['Golf 7 (AU)', 'Golf 8 (CD)'])
  expect(modelsOf('s71', OPTIONS.vehicles)).toEqual([])
  expect(modelsOf('h7', OPTIONS.vehicles)).toEqual([])
})

test('the two vehicle selects: the model counts only while it belongs to the chosen series', () => {
  expect(resolveVehicleValues(['s70', 'm701'], OPTIONS.vehicles)).toBe('m701')
  expect(resolveVehicleValues(['s70', ''], null)).toBe('s70')
  // series changed without JavaScript: the old model is dropped
  expect(resolveVehicleValues(['s71', 'm701'], OPTIONS.vehicles)).toBe('s71')
  // 'Alle Fahrzeuge' chosen: no model either
  expect(resolveVehicleValues(['', 'm701'], OPTIONS.vehicles)).toBe('')
  expect(resolveVehicleValues(['h7', 'm701'], OPTIONS.vehicles)).toBe('h7')
})

test('the operation input: an author by id goes without the name', () => {
  const { request } = parseSearchParams(
    new URLSearchParams('se=Golf&suk=5&sun=demo-mitglied&sfz=m701&page=2'),
  )
  expect(operationInput(request)).toEqual({
    term: 'Golf',
    authorId: 5,
    authorName: '',
    boardId: null,
    vehicle: { level: 'model', id: 701 },
    from: null,
    to: null,
    scope: 'posts',
    sort: null,
    bestAnswerOnly: false,
    page: 2,
  })
  const byName = parseSearchParams(new URLSearchParams('sun=Klaus75&sob=relevance')).request
  // nothing to rank without a term: newest first
  expect(operationInput(byName)).toMatchObject({ authorId: null, authorName: 'Klaus75', sort: null })
  const ranked = parseSearchParams(new URLSearchParams('se=Golf&sob=relevance')).request
  expect(operationInput(ranked).sort).toBe('relevance')
})

test('the service’s messages go to their fields; others above the form', () => {
  expect(problemsFromMessage(SEARCH_TEXTS.authorUnknown)).toEqual([
    { field: 'author', message: SEARCH_TEXTS.authorUnknown },
  ])
  expect(problemsFromMessage(`${SEARCH_TEXTS.invalidBoard} ${SEARCH_TEXTS.invalidVehicle}`)).toEqual([
    { field: 'board', message: SEARCH_TEXTS.invalidBoard },
    { field: 'vehicle', message: SEARCH_TEXTS.invalidVehicle },
  ])
  expect(problemsFromMessage('Etwas anderes.')).toEqual([{ field: 'other', message: 'Etwas anderes.' }])
  expect(problemsFromMessage('')).toEqual([{ field: 'other', message: SEARCH_TEXTS.invalidValue }])
})

test('active filters are counted for the folded block', () => {
  expect(activeFilterCount(values({ term: 'Golf' }))).toBe(0)
  expect(
    activeFilterCount(values({ authorId: 5, board: '200', scope: 'threads', bestAnswerOnly: true })),
  ).toBe(4)
})

test('names compare as typed, case aside', () => {
  expect(sameName(' Demo-Mitglied ', 'demo-mitglied')).toBe(true)
  expect(sameName('Klaus', 'Klaus75')).toBe(false)
})
