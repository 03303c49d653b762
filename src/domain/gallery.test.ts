import { describe, expect, test } from 'vitest'
import {
  galleryKeywords,
  gallerySlides,
  parseGalleryRoute,
  pictureIdOf,
  rotate,
  slideOfImage,
  stepSlide,
  swipeDirection,
  viewerAction,
} from './gallery.ts'

describe('gallery route (spec 000 §5)', () => {
  test('takes the ids after -g and -i', () => {
    expect(parseGalleryRoute('knacken-beim-einlenken-g28962', 'tour-durch-die-alpen-i3777.html')).toEqual({
      galleryId: 28962,
      pictureId: 3777,
    })
    expect(parseGalleryRoute('Golf-7-g1', 'B-2-i2.html')).toEqual({ galleryId: 1, pictureId: 2 })
    expect(pictureIdOf('tour-durch-die-alpen-i3777.html')).toBe(3777)
    expect(pictureIdOf('tour-i3777')).toBeNull()
  })

  test.each([
    ['golf', 'bild-i1.html'],
    ['-g1', 'bild-i1.html'],
    ['golf_7-g1', 'bild-i1.html'],
    ['gölf-g1', 'bild-i1.html'],
    ['golf-g1', 'bild-i1'],
    ['golf-g1', 'bild-i1.htm'],
    ['golf-g1', 'bild.html'],
    ['golf-g1x', 'bild-i1.html'],
    ['golf-g1', 'bild-i.html'],
    ['golf-g2147483648', 'bild-i1.html'],
    ['golf-g1', 'bild-i99999999999999999999.html'],
  ])('%s / %s is no gallery address', (gallery, picture) => {
    expect(parseGalleryRoute(gallery, picture)).toBeNull()
  })
})

describe('slides (spec 000 §2.4, §9)', () => {
  const kinds = (count: number) =>
    gallerySlides(count).map((slide) => (slide.kind === 'ad' ? 'ad' : slide.image))

  test('an ad slide follows the 3rd picture only when there are more than 3', () => {
    expect(kinds(1)).toEqual([0])
    expect(kinds(3)).toEqual([0, 1, 2])
    expect(kinds(4)).toEqual([0, 1, 2, 'ad', 3])
    expect(kinds(6)).toEqual([0, 1, 2, 'ad', 3, 4, 5])
  })

  test('the slide of a picture skips the ad', () => {
    const slides = gallerySlides(5)
    expect(slideOfImage(slides, 2)).toBe(2)
    expect(slideOfImage(slides, 3)).toBe(4)
    expect(slideOfImage(slides, 9)).toBe(0)
  })

  test('next and previous wrap around at both ends', () => {
    expect(stepSlide(5, 6, 1)).toBe(0)
    expect(stepSlide(0, 6, -1)).toBe(5)
    expect(stepSlide(2, 6, 1)).toBe(3)
    expect(stepSlide(0, 1, 1)).toBe(0)
    expect(stepSlide(0, 0, 1)).toBe(0)
  })
})

describe('viewer (spec 000 §2.4)', () => {
  test('a swipe counts beyond an eighth of the window width; to the left is next', () => {
    expect(swipeDirection(-100, 800)).toBeNull()
    expect(swipeDirection(-101, 800)).toBe(1)
    expect(swipeDirection(101, 800)).toBe(-1)
    expect(swipeDirection(47, 375)).toBe(-1)
    expect(swipeDirection(46, 375)).toBeNull()
  })

  test('keys', () => {
    expect(
      ['Escape', 'k', 'K', 'ArrowLeft', 'j', 'J', 'ArrowRight', 'ArrowUp', 'ArrowDown', ',', '.', 'x'].map(
        viewerAction,
      ),
    ).toEqual([
      'close',
      'previous',
      'previous',
      'previous',
      'next',
      'next',
      'next',
      'showTitle',
      'hideTitle',
      'rotateLeft',
      'rotateRight',
      null,
    ])
  })

  test('rotation goes in 90-degree steps and stays within a turn', () => {
    expect(rotate(0, 1)).toBe(90)
    expect(rotate(270, 1)).toBe(0)
    expect(rotate(0, -1)).toBe(270)
    expect(rotate(90, -1)).toBe(0)
  })
})

test('keywords: the pictures’ own, then the vehicle, each once whatever its case', () => {
  expect(
    galleryKeywords([{ keywords: ['Rost', 'Unterboden'] }, { keywords: ['rost', ' Werkstatt ', ''] }], {
      manufacturerName: 'VW',
      seriesName: 'Golf 7',
      modelName: null,
    }),
  ).toEqual(['Rost', 'Unterboden', 'Werkstatt', 'VW', 'Golf 7'])
  expect(galleryKeywords([], null)).toEqual([])
})
