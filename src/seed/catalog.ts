// The demo community's structure: root boards and main category paths of spec 000 §2.2,
// 18 car brands, 6 motorcycle brands, 8 topic forums, the default question board 1065 (§9),
// real brand and model names for the vehicle database.

export interface BrandLine {
  /** Model line, also a sub-board: 'Golf' → 'VW Golf'. */
  name: string
  series: string[]
  engines: string[]
}

export interface Brand {
  boardId: number
  name: string
  slug: string
  kind: 'car' | 'motorcycle'
  lines: BrandLine[]
}

export interface TopicBoard {
  id: number
  name: string
  slug: string
  icon: string
  description: string
  /** Key into the text catalogue. */
  topic: string
  /** Closed boards take no new threads (spec 001 §4). */
  isOpen?: boolean
}

export interface RootBoard {
  id: number
  name: string
  slug: string
  icon: string
  description: string
}

export const ROOT_BOARDS: RootBoard[] = [
  {
    id: 3,
    name: 'Auto',
    slug: 'auto',
    icon: 'auto',
    description: 'Alle Automarken und Modelle: Technik, Pannen, Kaufberatung.',
  },
  {
    id: 15,
    name: 'Motorrad',
    slug: 'motorrad-forum',
    icon: 'motorrad',
    description: 'Bikes, Touren, Schrauben: das Forum für Motorradfahrer.',
  },
  {
    id: 6,
    name: 'Wissen',
    slug: 'wissen',
    icon: 'wissen',
    description: 'Technik, Recht, Reifen, E-Mobilität und mehr.',
  },
  {
    id: 1,
    name: 'Motorsport',
    slug: 'motorsport',
    icon: 'motorsport',
    description: 'Formel 1, DTM, Rallye und Motorrad-Rennsport.',
  },
  {
    id: 1054,
    name: 'Dialog',
    slug: 'dialog',
    icon: 'dialog',
    description: 'Plaudern, Feedback und alles abseits der Straße.',
  },
]

const car = (boardId: number, name: string, slug: string, lines: BrandLine[]): Brand => ({
  boardId,
  name,
  slug,
  kind: 'car',
  lines,
})
const line = (name: string, series: string[], engines: string[]): BrandLine => ({ name, series, engines })

export const CAR_BRANDS: Brand[] = [
  car(200, 'VW', 'vw', [
    line('Golf', ['Golf 6 (1K)', 'Golf 7 (AU)', 'Golf 8 (CD)'], ['1.4 TSI', '2.0 TDI', 'GTI', '1.0 TSI']),
    line('Passat', ['Passat B7 (3C)', 'Passat B8 (3G)'], ['2.0 TDI', '1.8 TSI', 'GTE']),
    line('Polo', ['Polo 6R', 'Polo AW'], ['1.0 MPI', '1.2 TSI', 'GTI']),
    line('Tiguan', ['Tiguan I (5N)', 'Tiguan II (AD1)'], ['2.0 TDI 4Motion', '1.5 TSI']),
  ]),
  car(201, 'BMW', 'bmw', [
    line('3er', ['3er E90', '3er F30', '3er G20'], ['318d', '320i', '330d', '320d xDrive']),
    line('5er', ['5er E60', '5er F10', '5er G30'], ['520d', '530d', '525i']),
    line('1er', ['1er E87', '1er F20'], ['116i', '118d', '120d']),
  ]),
  car(202, 'Mercedes-Benz', 'mercedes', [
    line('C-Klasse', ['C-Klasse W204', 'C-Klasse W205'], ['C 180', 'C 220 d', 'C 200']),
    line('E-Klasse', ['E-Klasse W212', 'E-Klasse W213'], ['E 220 d', 'E 350 d', 'E 200']),
    line('A-Klasse', ['A-Klasse W176', 'A-Klasse W177'], ['A 180', 'A 200', 'A 250']),
  ]),
  car(203, 'Audi', 'audi', [
    line('A4', ['A4 B8', 'A4 B9'], ['2.0 TDI', '1.8 TFSI', '3.0 TDI quattro']),
    line('A3', ['A3 8P', 'A3 8V', 'A3 8Y'], ['1.4 TFSI', '2.0 TDI', 'S3']),
    line('A6', ['A6 C7 (4G)', 'A6 C8 (4A)'], ['3.0 TDI', '2.0 TFSI', '45 TDI quattro']),
  ]),
  car(204, 'Opel', 'opel', [
    line('Astra', ['Astra H', 'Astra J', 'Astra K'], ['1.6', '1.4 Turbo', '1.6 CDTI']),
    line('Corsa', ['Corsa D', 'Corsa E', 'Corsa F'], ['1.2', '1.4', '1.0 Turbo']),
    line('Insignia', ['Insignia A', 'Insignia B'], ['2.0 CDTI', '1.6 Turbo']),
  ]),
  car(205, 'Ford', 'ford', [
    line('Focus', ['Focus MK2', 'Focus MK3', 'Focus MK4'], ['1.0 EcoBoost', '1.6 TDCi', 'ST']),
    line('Fiesta', ['Fiesta MK6', 'Fiesta MK7'], ['1.25', '1.0 EcoBoost']),
    line('Mondeo', ['Mondeo MK4', 'Mondeo MK5'], ['2.0 TDCi', '2.0 EcoBoost']),
  ]),
  car(206, 'Skoda', 'skoda', [
    line(
      'Octavia',
      ['Octavia 2 (1Z)', 'Octavia 3 (5E)', 'Octavia 4 (NX)'],
      ['1.6 TDI', '2.0 TDI', 'RS', '1.5 TSI'],
    ),
    line('Fabia', ['Fabia 2 (5J)', 'Fabia 3 (NJ)'], ['1.2 TSI', '1.0 MPI']),
    line('Superb', ['Superb 2 (3T)', 'Superb 3 (3V)'], ['2.0 TDI', '1.4 TSI iV']),
  ]),
  car(207, 'Seat', 'seat', [
    line('Leon', ['Leon 1P', 'Leon 5F'], ['1.4 TSI', '2.0 TDI', 'Cupra']),
    line('Ibiza', ['Ibiza 6J', 'Ibiza KJ'], ['1.0 TSI', '1.2 TSI']),
  ]),
  car(208, 'Renault', 'renault', [
    line('Clio', ['Clio III', 'Clio IV', 'Clio V'], ['1.2 16V', '0.9 TCe', '1.5 dCi']),
    line('Mégane', ['Mégane III', 'Mégane IV'], ['1.5 dCi', '1.3 TCe']),
  ]),
  car(209, 'Peugeot', 'peugeot', [
    line('308', ['308 T7', '308 T9'], ['1.2 PureTech', '1.6 HDi', '2.0 BlueHDi']),
    line('208', ['208 I', '208 II'], ['1.2 PureTech', '1.6 e-HDi']),
  ]),
  car(210, 'Citroën', 'citroen', [
    line('C3', ['C3 II', 'C3 III'], ['1.2 PureTech', '1.6 HDi']),
    line('C4', ['C4 I', 'C4 II'], ['1.6 HDi', '1.6 THP']),
  ]),
  car(211, 'Fiat', 'fiat', [
    line('Punto', ['Grande Punto', 'Punto Evo'], ['1.4', '1.3 Multijet']),
    line('500', ['500 (312)'], ['1.2', '0.9 TwinAir']),
  ]),
  car(212, 'Toyota', 'toyota', [
    line('Corolla', ['Corolla E12', 'Corolla E21'], ['1.6 VVT-i', '1.8 Hybrid']),
    line('Yaris', ['Yaris XP13', 'Yaris XP21'], ['1.0', '1.5 Hybrid']),
  ]),
  car(213, 'Hyundai', 'hyundai', [
    line('i30', ['i30 GD', 'i30 PD'], ['1.4 T-GDI', '1.6 CRDi', 'N']),
    line('Tucson', ['Tucson TL', 'Tucson NX4'], ['1.6 T-GDI', '1.6 CRDi']),
  ]),
  car(214, 'Kia', 'kia', [
    line('Ceed', ['Ceed JD', 'Ceed CD'], ['1.4 CVVT', '1.6 CRDi', '1.0 T-GDI']),
    line('Sportage', ['Sportage QL', 'Sportage NQ5'], ['1.6 T-GDI', '2.0 CRDi']),
  ]),
  car(215, 'Mazda', 'mazda', [
    line('Mazda3', ['Mazda3 BM', 'Mazda3 BP'], ['2.0 Skyactiv-G', '2.2 Skyactiv-D']),
    line('MX-5', ['MX-5 NC', 'MX-5 ND'], ['1.8', '2.0']),
  ]),
  car(216, 'Volvo', 'volvo', [
    line('V60', ['V60 I', 'V60 II'], ['D4', 'T5', 'T6 Recharge']),
    line('XC60', ['XC60 I', 'XC60 II'], ['D5 AWD', 'B4']),
  ]),
  car(217, 'Porsche', 'porsche', [
    line('911', ['911 (997)', '911 (991)', '911 (992)'], ['Carrera', 'Carrera S', 'GT3']),
    line('Cayenne', ['Cayenne 92A', 'Cayenne E3'], ['Diesel', 'S E-Hybrid']),
  ]),
]

const bike = (boardId: number, name: string, slug: string, lines: BrandLine[]): Brand => ({
  boardId,
  name,
  slug,
  kind: 'motorcycle',
  lines,
})

export const MOTORCYCLE_BRANDS: Brand[] = [
  bike(300, 'BMW Motorrad', 'bmw-motorrad', [
    line('GS', ['R 1200 GS (K50)', 'R 1250 GS'], ['Adventure', 'Standard']),
    line('S 1000 RR', ['S 1000 RR (K46)', 'S 1000 RR (K67)'], ['Standard', 'M Paket']),
  ]),
  bike(301, 'Honda', 'honda-motorrad', [
    line('Africa Twin', ['CRF1000L', 'CRF1100L'], ['DCT', 'Schaltgetriebe']),
    line('CB', ['CB500F', 'CB650R'], ['35 kW', 'offen']),
  ]),
  bike(302, 'Kawasaki', 'kawasaki', [
    line('Z', ['Z650', 'Z900'], ['A2', 'offen']),
    line('Ninja', ['Ninja 650', 'Ninja ZX-6R'], ['Standard', 'KRT Edition']),
  ]),
  bike(303, 'KTM', 'ktm', [
    line('Duke', ['390 Duke', '790 Duke', '1290 Super Duke R'], ['Standard']),
    line('Adventure', ['890 Adventure', '1290 Super Adventure'], ['R', 'S']),
  ]),
  bike(304, 'Suzuki', 'suzuki-motorrad', [
    line('V-Strom', ['DL650', 'DL1050'], ['XT', 'Standard']),
    line('GSX', ['GSX-S750', 'GSX-R1000'], ['Standard']),
  ]),
  bike(305, 'Yamaha', 'yamaha', [
    line('MT', ['MT-07', 'MT-09'], ['A2', 'offen', 'SP']),
    line('Ténéré', ['Ténéré 700'], ['Standard', 'Rally']),
  ]),
]

export const TOPIC_BOARDS: TopicBoard[] = [
  {
    id: 400,
    name: 'Technik & Werkstatt',
    slug: 'technik-werkstatt',
    icon: 'technik',
    topic: 'technik',
    description: 'Reparaturen, Wartung, Fehlersuche und Werkstatt-Tipps.',
  },
  {
    id: 401,
    name: 'Reifen & Felgen',
    slug: 'reifen-felgen',
    icon: 'reifen',
    topic: 'reifen',
    description: 'Sommer-, Winter- und Ganzjahresreifen, Felgen und Eintragungen.',
  },
  {
    id: 402,
    name: 'Recht & Versicherung',
    slug: 'recht-versicherung',
    icon: 'recht',
    topic: 'recht',
    description: 'Bußgeld, Unfall, Gewährleistung, Versicherung und Steuer.',
  },
  {
    id: 403,
    name: 'Elektromobilität',
    slug: 'elektromobilitaet',
    icon: 'elektro',
    topic: 'elektro',
    description: 'E-Autos, Hybride, Laden und Reichweite.',
  },
  {
    id: 404,
    name: 'Tuning & Styling',
    slug: 'tuning-styling',
    icon: 'tuning',
    topic: 'tuning',
    description: 'Leistungssteigerung, Fahrwerk, Optik und TÜV-Eintragung.',
  },
  {
    id: 405,
    name: 'Car-HiFi & Navigation',
    slug: 'car-hifi-navigation',
    icon: 'hifi',
    topic: 'hifi',
    description: 'Radios, Lautsprecher, CarPlay, Android Auto und Navis.',
  },
  {
    id: 406,
    name: 'Oldtimer & Youngtimer',
    slug: 'oldtimer-youngtimer',
    icon: 'oldtimer',
    topic: 'oldtimer',
    description: 'H-Kennzeichen, Restauration und Klassiker.',
  },
  {
    id: 407,
    name: 'Wohnmobil & Caravan',
    slug: 'wohnmobil-caravan',
    icon: 'wohnmobil',
    topic: 'wohnmobil',
    description: 'Reisemobile, Wohnwagen, Ausbau und Stellplätze.',
  },
]

/** spec 000 §9: default board of 'Stell Deine Frage'. */
export const QUESTION_BOARD: TopicBoard = {
  id: 1065,
  name: 'Allgemeine Autofragen',
  slug: 'allgemeine-autofragen',
  icon: 'frage',
  topic: 'technik',
  description: 'Du weißt nicht, wohin mit Deiner Frage? Hier bist Du richtig.',
}

export const MOTORSPORT_BOARDS: TopicBoard[] = [
  {
    id: 500,
    name: 'Formel 1',
    slug: 'formel-1',
    icon: 'motorsport',
    topic: 'motorsport',
    description: 'Rennen, Teams, Fahrer und Regeln der Königsklasse.',
  },
  {
    id: 501,
    name: 'DTM & GT-Sport',
    slug: 'dtm-gt',
    icon: 'motorsport',
    topic: 'motorsport',
    description: 'Tourenwagen und GT-Rennen.',
  },
  {
    id: 502,
    name: 'Rallye',
    slug: 'rallye',
    icon: 'motorsport',
    topic: 'motorsport',
    description: 'WRC, Rallye Dakar und nationale Läufe.',
  },
  {
    id: 503,
    name: 'Motorrad-Rennsport',
    slug: 'motorrad-rennsport',
    icon: 'motorsport',
    topic: 'motorsport',
    description: 'MotoGP, Superbike und Langstrecke.',
  },
]

export const DIALOG_BOARDS: TopicBoard[] = [
  {
    id: 600,
    name: 'Plauderecke',
    slug: 'plauderecke',
    icon: 'dialog',
    topic: 'dialog',
    description: 'Smalltalk unter Auto- und Motorradfans.',
  },
  {
    id: 601,
    name: 'Feedback & Hilfe',
    slug: 'feedback-hilfe',
    icon: 'dialog',
    topic: 'feedback',
    description: 'Fragen, Lob und Kritik rund um die Community.',
  },
  {
    id: 602,
    name: 'Off-Topic',
    slug: 'off-topic',
    icon: 'dialog',
    topic: 'dialog',
    description: 'Alles, was sonst nirgends hinpasst.',
  },
  {
    id: 603,
    name: 'Archiv: Treffen & Events',
    slug: 'archiv-treffen-events',
    icon: 'dialog',
    topic: 'dialog',
    description: 'Abgeschlossene Treffen und Ausfahrten zum Nachlesen. Neue Themen bitte in der Plauderecke.',
    isOpen: false,
  },
]

/** Model-line sub-boards get ids from here on. */
export const FIRST_LINE_BOARD_ID = 2000
