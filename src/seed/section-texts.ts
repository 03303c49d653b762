// decision 036: the words of the sections around the forum — vehicle tests, FAQ articles, blog texts,
// the magazine, the marketplace, polls and comments. Placeholders in braces are filled per item.

export const TEST_OPENINGS = [
  'Seit {months} Monaten fahre ich den {brand} {line} mit dem {engine} als Alltagsauto. Zeit für ein ehrliches Fazit nach {mileage} Kilometern.',
  'Der {brand} {line} ist mein drittes Auto dieser Marke. Hier mein Eindruck nach gut {mileage} Kilometern Pendelei, Urlaub und Wochenendtouren.',
  'Gekauft als Jahreswagen, inzwischen {mileage} Kilometer auf der Uhr: So schlägt sich der {brand} {line} {engine} im Alltag.',
]

export const TEST_SECTIONS = [
  'Motor und Getriebe: Der {engine} zieht ab 1.800 Umdrehungen sauber durch, auf der Autobahn sind 160 km/h entspannt drin. Das Getriebe schaltet weich, nur im kalten Zustand hakt der zweite Gang etwas.',
  'Verbrauch: Im Schnitt stehen bei mir {consumption} Liter auf 100 km im Bordcomputer, nachgerechnet an der Tankstelle sind es etwa 0,3 Liter mehr. Im Winter und auf Kurzstrecke deutlich darüber.',
  'Innenraum: Die Sitze sind auch nach drei Stunden noch bequem, die Verarbeitung ist ordentlich. Hartplastik gibt es in den Türen, klappert aber nichts. Der Kofferraum reicht für den Familienurlaub.',
  'Fahrwerk: Eher straff abgestimmt, auf schlechten Landstraßen merkt man jede Fuge. Dafür liegt der Wagen in Kurven satt und die Lenkung gibt gute Rückmeldung.',
  'Kosten: Inspektion beim Vertragshändler rund 380 Euro, Versicherung in der Vollkasko bei mir 640 Euro im Jahr. Reifen in der Originalgröße sind nicht ganz billig.',
  'Mängel bisher: Einmal ein Sensor für die Einparkhilfe auf Garantie getauscht, sonst nichts. Die Software des Infotainments stürzt ab und zu ab, nach einem Update ist es besser geworden.',
]

export const TEST_CLOSINGS = [
  'Fazit: Ein solides Auto ohne große Schwächen. Ich würde ihn wieder kaufen, allerdings mit besserer Ausstattung.',
  'Fazit: Für den Preis bekommt man viel Auto. Wer viel Langstrecke fährt, wird glücklich, für die Stadt ist er fast zu groß.',
  'Fazit: Nicht perfekt, aber ehrlich. Wer mit dem straffen Fahrwerk leben kann, bekommt einen zuverlässigen Begleiter.',
]

export const TEST_PROS = [
  'Sparsamer Motor',
  'Bequeme Sitze',
  'Großer Kofferraum',
  'Gute Verarbeitung',
  'Präzise Lenkung',
  'Leiser Innenraum auf der Autobahn',
  'Übersichtliche Bedienung',
  'Hoher Wiederverkaufswert',
  'Gutes Licht',
  'Günstige Ersatzteile',
]

export const TEST_CONS = [
  'Straffes Fahrwerk',
  'Teure Inspektionen',
  'Infotainment reagiert träge',
  'Wenig Ablagen',
  'Hoher Verbrauch auf Kurzstrecke',
  'Schlechte Rundumsicht',
  'Windgeräusche ab 140 km/h',
  'Aufpreispflichtige Extras',
]

export const FUELS = ['Benzin', 'Diesel', 'Benzin', 'Hybrid', 'Elektro']

/** The FAQ articles' texts, in the order of the FAQ titles (seed-teasers.ts). */
export const FAQ_BODIES = [
  'Die Inspektionsintervalle beim {brand} richten sich nach Modell und Motor. Die meisten Modelle haben einen flexiblen Service, der je nach Fahrweise zwischen 15.000 und 30.000 Kilometern oder spätestens nach zwei Jahren fällig wird.\n\nDie Anzeige im Kombiinstrument sagt Dir, wann der nächste Service ansteht. Wer viel Kurzstrecke fährt, sollte auf den festen Service mit jährlichem Ölwechsel umstellen lassen.\n\nWichtig für die Garantie: Lass Dir jede Inspektion im Serviceheft oder digital bestätigen. Freie Werkstätten dürfen die Inspektion nach Herstellervorgabe ebenfalls machen.',
  'Beim {brand} {line} tauchen im Forum immer wieder dieselben Themen auf: Steuerkette, Wasserpumpe und Elektrik rund um die Heckklappe.\n\nWer einen Gebrauchten kauft, sollte auf Kaltstartgeräusche achten, die Servicehistorie prüfen und nach Rückrufaktionen fragen. Eine Probefahrt mit kaltem Motor ist Pflicht.\n\nIn den Themen unseres Forums findest Du zu jedem Punkt ausführliche Erfahrungsberichte mit Kosten und Werkstatt-Tipps.',
  'Zum Auslesen des Fehlerspeichers beim {brand} brauchst Du einen OBD2-Adapter. Die Buchse sitzt meist im Fußraum links unter dem Armaturenbrett.\n\nGünstige Bluetooth-Adapter mit einer passenden App zeigen die Fehlercodes im Klartext. Für herstellerspezifische Codes lohnt sich eine Diagnosesoftware, die das Fahrzeug kennt.\n\nLösche Fehler nicht einfach, ohne die Ursache zu kennen: Schreib den Code ins Forum, dann helfen Dir die Mitglieder bei der Suche.',
  'Welches Öl in Deinen {brand} gehört, steht in der Betriebsanleitung als Freigabe des Herstellers. Die Viskosität allein reicht nicht: Entscheidend ist, dass die Freigabe auf dem Kanister steht.\n\nBei Fahrzeugen mit Partikelfilter ist ein aschearmes Öl vorgeschrieben. Wer den flexiblen Service nutzt, braucht in der Regel ein Longlife-Öl.\n\nIm Zweifel hilft Dir Deine Werkstatt oder ein Blick in die Themen unseres Forums.',
]

export const BLOG_PARAGRAPHS = [
  'Vor einem Jahr stand der {line} beim Händler, heute hat er über 20.000 Kilometer mehr auf der Uhr. Zeit, meine Erfahrungen aufzuschreiben.',
  'Am Anfang war ich skeptisch: Passt das Auto zu unserer Familie mit zwei Kindern und Hund? Nach den ersten Wochen war klar, dass der Platz reicht.',
  'Die erste Inspektion kostete 420 Euro, inklusive Pollenfilter und Bremsflüssigkeit. Die Werkstatt hat sauber gearbeitet und alles erklärt.',
  'Im Sommer ging es mit dem Wagen nach Kroatien, 1.400 Kilometer am Stück. Verbrauch im Schnitt 6,1 Liter, keine Probleme, nur die Klimaanlage hätte kräftiger sein dürfen.',
  'Ein paar Kleinigkeiten habe ich geändert: andere Felgen, Fußmatten aus Gummi und eine Halterung fürs Handy. Alles ohne Eintragung.',
  'Was mich stört: Die Software des Infotainments ist langsam, und der Spurhalteassistent greift auf Landstraßen zu früh ein. Beides lässt sich abschalten.',
  'Mein Fazit nach dem ersten Jahr: Ich würde das Auto wieder kaufen. In ein paar Monaten schreibe ich, wie der Winter war.',
]

export { MORE_CUT } from '#domain/blogs.ts'

export interface EditorialItem {
  title: string
  teaser: string
  body: string
}

export const NEWS: EditorialItem[] = [
  {
    title: 'Neue Abgasnorm: Was Autofahrer jetzt wissen müssen',
    teaser:
      'Ab dem kommenden Jahr gelten für Neuwagen strengere Grenzwerte. Für Bestandsfahrzeuge ändert sich nichts.',
    body: 'Die neue Abgasnorm betrifft zunächst nur neu zugelassene Modelle. Hersteller müssen dann auch den Abrieb von Bremsen und Reifen messen.\n\nFür Fahrzeuge, die schon zugelassen sind, gilt Bestandsschutz. Fahrverbote sind mit der Norm nicht verbunden.\n\nIm Forum diskutieren Mitglieder, ob die Regeln Neuwagen teurer machen.',
  },
  {
    title: 'Rückruf: Airbag-Steuergeräte bei mehreren Kompaktmodellen',
    teaser:
      'Das Kraftfahrt-Bundesamt hat einen Rückruf für mehrere tausend Fahrzeuge veröffentlicht. Betroffene Halter werden angeschrieben.',
    body: 'Bei einigen Fahrzeugen kann das Steuergerät des Beifahrerairbags fehlerhaft programmiert sein. Die Werkstatt spielt ein Software-Update auf, das etwa eine halbe Stunde dauert.\n\nDie Halter werden vom Hersteller angeschrieben. Ob Dein Fahrzeug betroffen ist, erfährst Du mit der Fahrgestellnummer in der Rückrufdatenbank.',
  },
  {
    title: 'Spritpreise: Diesel erstmals seit Monaten günstiger als Super',
    teaser:
      'An vielen Tankstellen kostet Diesel wieder weniger als E10. Die Preise schwanken aber stark über den Tag.',
    body: 'Nach Daten der Markttransparenzstelle ist Diesel im Bundesschnitt etwa drei Cent günstiger als Super E10. Am günstigsten tankt man abends zwischen 18 und 22 Uhr.\n\nMitglieder berichten im Forum von regionalen Unterschieden von bis zu 15 Cent je Liter.',
  },
  {
    title: 'Winterreifenpflicht: Ab wann Alpine-Symbol Pflicht ist',
    teaser:
      'Reifen mit nur M+S-Kennzeichnung gelten nicht mehr als Winterreifen. Wer erwischt wird, zahlt ein Bußgeld.',
    body: 'Bei winterlichen Straßenverhältnissen sind Reifen mit dem Alpine-Symbol vorgeschrieben. Die Übergangsfrist für reine M+S-Reifen ist abgelaufen.\n\nWer mit falschen Reifen fährt, riskiert 60 Euro und einen Punkt, bei Behinderung mehr. Auch die Versicherung kann bei einem Unfall kürzen.',
  },
  {
    title: 'Elektroautos: Neue Ladesäulen an Autobahnraststätten',
    teaser: 'Bis Jahresende sollen an weiteren 200 Raststätten Schnelllader mit bis zu 300 kW entstehen.',
    body: 'Der Ausbau des Schnellladenetzes an Autobahnen geht weiter. Die neuen Säulen sollen mit Karte und ohne Vertrag bezahlbar sein.\n\nIm Forum berichten Elektroauto-Fahrer von ihren Erfahrungen mit Preisen und Wartezeiten auf der Langstrecke.',
  },
  {
    title: 'Führerschein: Umtauschfrist für Jahrgänge bis 1970 endet bald',
    teaser:
      'Wer einen alten Papierführerschein hat, muss ihn je nach Geburtsjahr gegen den EU-Kartenführerschein tauschen.',
    body: 'Die Umtauschfristen richten sich beim Papierführerschein nach dem Geburtsjahr. Der Umtausch kostet rund 25 Euro und ein biometrisches Passbild.\n\nWer die Frist verpasst, zahlt ein Verwarngeld von 10 Euro, darf aber weiterfahren.',
  },
  {
    title: 'Motorradsaison: Worauf es beim Frühjahrscheck ankommt',
    teaser: 'Batterie, Reifen, Bremsen und Kette: Mit einem gründlichen Check startet die Saison sicher.',
    body: 'Nach dem Winter sollte die Batterie geladen und der Reifendruck geprüft werden. Reifen, die älter als sechs Jahre sind, gehören ersetzt.\n\nBremsflüssigkeit alle zwei Jahre wechseln, die Kette reinigen und schmieren. Unsere Mitglieder teilen im Motorradforum ihre Checklisten.',
  },
  {
    title: 'Hauptuntersuchung: Diese Mängel sind am häufigsten',
    teaser:
      'Licht, Bremsen und Ölverlust führen die Mängelstatistik an. Viele Fehler lassen sich vorher selbst finden.',
    body: 'Jedes fünfte Fahrzeug fällt bei der ersten Vorführung durch. Häufigste Ursachen sind defekte Leuchtmittel, ungleich ziehende Bremsen und Ölverlust.\n\nEin Blick auf Beleuchtung und Reifen vor dem Termin spart oft den zweiten Weg zur Prüfstelle.',
  },
]

export const VIDEOS: (EditorialItem & { videoId: string })[] = [
  {
    title: 'Ölwechsel selbst gemacht: Schritt für Schritt',
    teaser: 'Was Du brauchst, wie lange es dauert und wo Du das Altöl loswirst.',
    body: 'Im Video zeigen wir den Ölwechsel an einem Kompaktwagen mit Ölfilterpatrone. Werkzeug: Ölfilterschlüssel, Auffangwanne, Drehmomentschlüssel.',
    videoId: 'mtOelwech01',
  },
  {
    title: 'Bremsbeläge wechseln an der Vorderachse',
    teaser: 'Beläge und Scheiben prüfen, tauschen und richtig einbremsen.',
    body: 'Wir zeigen, wie man den Verschleiß misst, den Bremssattel löst und die neuen Beläge einsetzt. Danach gilt: 200 Kilometer behutsam einbremsen.',
    videoId: 'mtBremse002',
  },
  {
    title: 'Motorrad einwintern: So übersteht es die kalte Jahreszeit',
    teaser: 'Tank, Batterie, Reifen und Abdeckung: die fünf wichtigsten Schritte.',
    body: 'Vollgetankt, Batterie ausgebaut und am Erhaltungsladegerät, Reifen entlastet: So steht das Motorrad im Frühjahr wieder startklar da.',
    videoId: 'mtWinter003',
  },
  {
    title: 'Gebrauchtwagen-Check: Worauf Du bei der Besichtigung achten musst',
    teaser: 'Rost, Unfallschäden, Serviceheft: unsere Checkliste im Video.',
    body: 'Mit Taschenlampe und Magnet entdeckst Du Spachtelstellen und Rost. Wir zeigen die typischen Stellen und was eine Probefahrt verrät.',
    videoId: 'mtGebrau004',
  },
  {
    title: 'Scheinwerfer einstellen ohne Werkstatt',
    teaser: 'Mit einer Wand, Klebeband und zehn Minuten Zeit.',
    body: 'Der Wagen steht fünf Meter vor einer Wand, die Hell-Dunkel-Grenze wird markiert und mit den Stellschrauben korrigiert.',
    videoId: 'mtLicht0005',
  },
  {
    title: 'Reifenwechsel: Drehmoment und Reihenfolge',
    teaser: 'Radschrauben über Kreuz und mit dem richtigen Drehmoment anziehen.',
    body: 'Im Video: Wagenheber ansetzen, Räder wechseln, Drehmoment nach Herstellerangabe, nach 50 Kilometern nachziehen.',
    videoId: 'mtReifen006',
  },
]

export const EXKLUSIV: EditorialItem[] = [
  {
    title: '25 Jahre Community: Die Geschichten unserer Mitglieder',
    teaser: 'Vom ersten Forenbeitrag bis zum Treffen mit 300 Autos: Mitglieder erzählen.',
    body: 'Seit 2001 helfen sich hier Autofahrer gegenseitig. Wir haben mit Mitgliedern gesprochen, die seit den Anfängen dabei sind.\n\nEiner hat über das Forum seinen Oldtimer gefunden, eine andere ihren Mann auf einem Markentreffen kennengelernt.',
  },
  {
    title: 'Hinter den Kulissen: Ein Tag mit unseren Moderatoren',
    teaser: 'Wer prüft die Meldungen, und wie wird entschieden? Ein Blick in die Moderation.',
    body: 'Jede Meldung wird von einem Menschen geprüft. Unsere Moderatoren entscheiden nach den Beitragsregeln und begründen jede Entscheidung.\n\nWer mit einer Entscheidung nicht einverstanden ist, kann Beschwerde einlegen. Auch das gehört zum Alltag.',
  },
  {
    title: 'Langzeittest: 300.000 Kilometer mit dem Diesel-Kombi',
    teaser: 'Ein Mitglied dokumentiert seit zehn Jahren jede Reparatur. Wir haben die Zahlen ausgewertet.',
    body: 'Von der Kupplung bei 180.000 Kilometern bis zum Turbolader bei 260.000: Die Liste der Reparaturen ist kürzer als gedacht.\n\nDie Gesamtkosten pro Kilometer liegen bei 21 Cent, Wertverlust eingerechnet.',
  },
  {
    title: 'Umfrage: So fahren unsere Mitglieder',
    teaser: 'Mehr als 10.000 Mitglieder haben mitgemacht. Das Ergebnis überrascht.',
    body: 'Die meisten Mitglieder fahren ein Auto, das älter als acht Jahre ist. Fast jeder Dritte schraubt selbst.\n\nBeim nächsten Auto denkt die Hälfte über einen Hybrid oder ein Elektroauto nach.',
  },
]

export const PARTS = [
  {
    title: 'Satz Winterräder 16 Zoll auf Stahlfelge',
    price: 320,
    description: 'Vier Winterräder, Profil noch 6 mm, DOT 2022. Passen auf {brand} {line}. Nur Abholung.',
  },
  {
    title: 'Original Dachträger',
    price: 90,
    description: 'Original-Dachträger mit Schlüsseln, kaum benutzt. Passend für {brand} {line}.',
  },
  {
    title: 'Anhängerkupplung abnehmbar mit E-Satz',
    price: 260,
    description:
      'Abnehmbare Anhängerkupplung inklusive 13-poligem E-Satz, aus {brand} {line} ausgebaut. Gutachten liegt bei.',
  },
  {
    title: 'LED-Rückleuchten Satz',
    price: 180,
    description: 'Satz LED-Rückleuchten für {brand} {line}, keine Risse, alle LEDs funktionieren.',
  },
  {
    title: 'Sommerreifen 225/45 R17',
    price: 240,
    description: 'Vier Sommerreifen, 5 mm Profil, ohne Felgen. Waren auf einem {brand} {line} montiert.',
  },
  {
    title: 'Fußmatten Gummi, passgenau',
    price: 35,
    description: 'Gummimatten vorne und hinten für {brand} {line}, gereinigt. Versand möglich.',
  },
  {
    title: 'Motorradhelm Größe M',
    price: 150,
    description: 'Integralhelm Größe M, unfallfrei, Visier neu. Zwei Jahre alt.',
  },
  {
    title: 'Navi-Halterung und Ladekabel',
    price: 25,
    description: 'Halterung für das Armaturenbrett, passt in {brand} {line}, mit Ladekabel.',
  },
]

export const CITIES = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['04109', 'Leipzig'],
  ['01067', 'Dresden'],
  ['28195', 'Bremen'],
  ['30159', 'Hannover'],
  ['90402', 'Nürnberg'],
  ['44135', 'Dortmund'],
] as const

export const VEHICLE_AD_TEXTS = [
  'Verkaufe meinen {brand} {line} aus erster Hand. Scheckheftgepflegt, Nichtraucherfahrzeug, TÜV neu. Zahnriemen bei {service} km gewechselt. Kleine Kratzer an der Stoßstange, sonst guter Zustand. Probefahrt nach Absprache.',
  'Mein {brand} {line} sucht einen neuen Besitzer, weil ein größeres Auto her muss. Unfallfrei, Winter- und Sommerräder dabei, letzte Inspektion vor drei Monaten. Privatverkauf, keine Garantie.',
  'Gepflegter {brand} {line} mit neuer Kupplung und frischen Bremsen. Rechnungen vorhanden. Der Wagen stand immer in der Garage. Besichtigung gern am Wochenende.',
]

export interface PollPlan {
  question: string
  options: string[]
}

export const POLLS: PollPlan[] = [
  { question: 'Welchen Kraftstoff tankt ihr?', options: ['Super E10', 'Super E5', 'Diesel', 'Strom', 'Gas'] },
  {
    question: 'Wie oft wechselt ihr das Öl?',
    options: ['Jedes Jahr', 'Nach Serviceanzeige', 'Alle 15.000 km', 'Wenn die Werkstatt es sagt'],
  },
  {
    question: 'Wo lasst ihr euren Wagen warten?',
    options: ['Vertragswerkstatt', 'Freie Werkstatt', 'Ich schraube selbst'],
  },
  {
    question: 'Ganzjahresreifen oder zwei Sätze?',
    options: ['Ganzjahresreifen', 'Sommer- und Winterreifen', 'Nur Sommerreifen, im Winter fahre ich nicht'],
  },
  {
    question: 'Was wird euer nächstes Auto?',
    options: ['Benziner', 'Diesel', 'Hybrid', 'Elektro', 'Weiß ich noch nicht'],
  },
  {
    question: 'Wie viele Kilometer fahrt ihr im Jahr?',
    options: ['Unter 10.000', '10.000 bis 20.000', '20.000 bis 40.000', 'Über 40.000'],
  },
  {
    question: 'Neu oder gebraucht gekauft?',
    options: ['Neuwagen', 'Jahreswagen', 'Gebraucht vom Händler', 'Gebraucht privat'],
  },
  {
    question: 'Welche Farbe hat euer Auto?',
    options: ['Schwarz', 'Weiß', 'Grau/Silber', 'Blau', 'Rot', 'Andere'],
  },
]

export const COMMENTS = [
  'Danke für den ausführlichen Bericht, genau das habe ich gesucht.',
  'Kann ich so bestätigen, bei mir ist es fast genauso.',
  'Wie sieht es bei Dir mit dem Verbrauch im Winter aus?',
  'Schöner Artikel! Bin gespannt auf die Fortsetzung.',
  'Das mit dem Infotainment nervt mich auch, hast Du schon das neue Update?',
  'Sehr hilfreich, ich stehe gerade vor der Kaufentscheidung.',
  'Welche Reifen fährst Du? Das macht beim Fahrwerk viel aus.',
  'Tolle Bilder, wo ist das aufgenommen?',
]
