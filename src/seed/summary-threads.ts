// Ten long demo threads whose answer is known (decision 032): the cause and the fix of the problem
// asked about are stated by members somewhere in the discussion, among wrong leads, questions
// back, agreements and small talk. The AI summary is measured against them: each summary must
// name the fix (any of `fix`) and stay within its length (summary-quality.test.ts).
//
// `by`: 'op' the thread starter, 'member' someone else. `best`: marked as the best answer.
// `thumbs`: thumbs up the post gets. Filler replies (GENERIC_REPLIES, AGREEMENTS) are mixed in
// by the seed until the thread has `length` posts, so every one spans several pages.

export interface CuratedPost {
  by: 'op' | 'member'
  text: string
  best?: true
  thumbs?: number
}

export interface CuratedThread {
  brand: string
  line: string
  title: string
  /** Words of which the summary must contain at least one: the fix. */
  fix: string[]
  /** Words that name the cause (reported, not required). */
  cause: string[]
  length: number
  posts: CuratedPost[]
}

export const CURATED_THREADS: CuratedThread[] = [
  {
    brand: 'VW',
    line: 'Golf',
    title: 'Golf 7 1.4 TSI ruckelt unter Last, Motorkontrollleuchte blinkt',
    fix: ['Zündspule'],
    cause: ['Zylinder 3', 'Zündspule'],
    length: 28,
    posts: [
      {
        by: 'op',
        text: 'Hallo zusammen,\n\nmein Golf 7 1.4 TSI ruckelt seit einer Woche beim Beschleunigen unter Last. Ab und zu blinkt die Motorkontrollleuchte. Im Leerlauf läuft er ganz normal. Woran kann das liegen?\n\nGruß',
      },
      {
        by: 'member',
        text: 'Blinkende Motorkontrollleuchte heißt Zündaussetzer. Bitte nicht mehr Vollgas fahren, sonst leidet der Katalysator.',
      },
      {
        by: 'member',
        text: 'Könnte auch die Drosselklappe verschmutzt sein. Hatte ich bei meinem Polo, nach dem Reinigen war Ruhe.',
      },
      {
        by: 'op',
        text: 'Ich war beim Freundlichen zum Auslesen. Im Fehlerspeicher steht P0303, Zündaussetzer Zylinder 3.',
      },
      {
        by: 'member',
        text: 'Dann tausch mal die Zündspule von Zylinder 3 mit der von Zylinder 1. Wandert der Fehler mit, ist die Spule defekt.',
      },
      {
        by: 'member',
        text: 'Die Zündkerzen würde ich gleich mit prüfen, die sind beim TSI auch oft verschlissen.',
      },
      {
        by: 'op',
        text: 'Update: Ich habe die Spulen getauscht und der Fehler ist auf Zylinder 1 gewandert. Es war also die Zündspule. Neue Zündspule eingebaut, seitdem läuft er wieder sauber und die Leuchte bleibt aus.',
        thumbs: 7,
      },
      {
        by: 'member',
        text: 'Die Ursache war hier eindeutig die defekte Zündspule auf Zylinder 3. Beim 1.4 TSI sind die Spulen ein bekannter Schwachpunkt, der Tausch der Zündspule für etwa 40 Euro löst das Ruckeln.',
        best: true,
        thumbs: 9,
      },
    ],
  },
  {
    brand: 'VW',
    line: 'Passat',
    title: 'Passat B8 TDI: AdBlue-Fehler, Motorstart in 800 km nicht mehr möglich',
    fix: ['NOx-Sensor'],
    cause: ['NOx-Sensor'],
    length: 25,
    posts: [
      {
        by: 'op',
        text: 'Moin,\n\nbei meinem Passat B8 2.0 TDI kam heute die Meldung "AdBlue prüfen, Motorstart in 800 km nicht mehr möglich". Ich habe erst letzte Woche AdBlue nachgefüllt. Was kann das sein?',
      },
      {
        by: 'member',
        text: 'Hast du vielleicht Diesel-Zusatz oder falsches AdBlue erwischt? Das Zeug muss der Norm ISO 22241 entsprechen.',
      },
      {
        by: 'member',
        text: 'Bei mir war es die AdBlue-Heizung im Tank, das ist aber teuer, weil der ganze Tank getauscht wird.',
      },
      {
        by: 'op',
        text: 'Es war normales AdBlue von der Tankstelle. Der Fehlerspeicher zeigt einen Fehler für den NOx-Sensor hinter dem SCR-Katalysator.',
      },
      {
        by: 'member',
        text: 'Der NOx-Sensor fällt beim B8 häufig aus. Lass ihn tauschen und den Zähler zurücksetzen, dann ist die Startsperre weg.',
      },
      {
        by: 'member',
        text: 'Genau, der defekte NOx-Sensor ist die Ursache. Nach dem Tausch des NOx-Sensors und dem Löschen des Fehlers verschwindet die Meldung, das AdBlue selbst ist in Ordnung.',
        best: true,
        thumbs: 8,
      },
      {
        by: 'op',
        text: 'Rückmeldung: Der NOx-Sensor wurde auf Kulanz getauscht, die Meldung ist weg und der Zähler steht wieder normal.',
        thumbs: 5,
      },
    ],
  },
  {
    brand: 'BMW',
    line: '3er',
    title: '3er F30: Batterie nach zwei Tagen Standzeit leer',
    fix: ['Steuergerät der Anhängerkupplung', 'Anhängerkupplung'],
    cause: ['Ruhestrom'],
    length: 30,
    posts: [
      {
        by: 'op',
        text: 'Hallo Forum,\n\nmein 3er F30 320d springt nach zwei Tagen Standzeit nicht mehr an, die Batterie ist komplett leer. Die Batterie ist erst ein Jahr alt und wurde angelernt. Hat jemand eine Idee?',
      },
      {
        by: 'member',
        text: 'Ist die Batterie wirklich richtig registriert? Sonst lädt die Lichtmaschine falsch.',
      },
      {
        by: 'member',
        text: 'Lass mal die Lichtmaschine prüfen, vielleicht lädt die gar nicht mehr richtig.',
      },
      {
        by: 'op',
        text: 'Lichtmaschine lädt mit 14,4 Volt, das passt. Die Werkstatt hat eine Ruhestrommessung gemacht: 350 mA statt der erlaubten 50 mA.',
      },
      {
        by: 'member',
        text: 'Dann einfach nacheinander die Sicherungen ziehen und schauen, bei welcher der Ruhestrom abfällt.',
      },
      {
        by: 'op',
        text: 'Gemacht: Der Strom fällt ab, wenn ich die Sicherung der nachgerüsteten Anhängerkupplung ziehe.',
      },
      {
        by: 'member',
        text: 'Da hast du den Übeltäter. Das Steuergerät der Anhängerkupplung geht nicht in den Schlaf und hält den Bus wach. Tausch das Steuergerät der Anhängerkupplung, dann ist der Ruhestrom wieder normal.',
        best: true,
        thumbs: 10,
      },
      {
        by: 'op',
        text: 'Neues Steuergerät der Anhängerkupplung ist drin, Ruhestrom jetzt 30 mA und die Batterie hält wieder wochenlang. Danke euch!',
        thumbs: 6,
      },
    ],
  },
  {
    brand: 'Audi',
    line: 'A4',
    title: 'A4 B8: Bremsen quietschen nach Belagwechsel',
    fix: ['Bremsenpaste', 'Führungen gereinigt'],
    cause: ['Führungen', 'Belagträger'],
    length: 24,
    posts: [
      {
        by: 'op',
        text: 'Servus,\n\nich habe an meinem A4 B8 vorne neue Bremsbeläge und Scheiben montiert. Seitdem quietscht es bei jedem leichten Bremsen. Beim starken Bremsen ist es leise. Was habe ich falsch gemacht?',
      },
      {
        by: 'member',
        text: 'Neue Beläge müssen sich erst einbremsen. Fahr mal 300 km, dann wird es meistens besser.',
      },
      { by: 'member', text: 'Billige Beläge quietschen gerne. Welche Marke hast du denn verbaut?' },
      {
        by: 'op',
        text: 'Es sind Markenbeläge von einem Erstausrüster, und das Quietschen ist nach 600 km immer noch da.',
      },
      {
        by: 'member',
        text: 'Hast du die Führungen am Bremssattelhalter gereinigt? Wenn dort Rost sitzt, klemmen die Beläge und schwingen.',
      },
      {
        by: 'member',
        text: 'Die Ursache sind fast immer korrodierte Führungen im Bremssattelhalter. Führungen gereinigt, die Anlageflächen der Belagträger dünn mit Bremsenpaste eingestrichen, und das Quietschen ist weg.',
        best: true,
        thumbs: 8,
      },
      {
        by: 'op',
        text: 'Das war es! Ich habe die Führungen gereinigt und die Rückseiten mit Bremsenpaste behandelt. Seitdem ist Ruhe.',
        thumbs: 4,
      },
    ],
  },
  {
    brand: 'Mercedes-Benz',
    line: 'C-Klasse',
    title: 'C-Klasse W205: Klimaanlage kühlt nicht mehr',
    fix: ['Kondensator'],
    cause: ['Steinschlag', 'Kondensator'],
    length: 26,
    posts: [
      {
        by: 'op',
        text: 'Hallo,\n\nbei meiner C-Klasse W205 kommt aus der Klimaanlage nur noch warme Luft. Der Kompressor läuft hörbar an. Vor zwei Jahren war noch alles in Ordnung. Lohnt sich ein Klimaservice?',
      },
      {
        by: 'member',
        text: 'Ein Klimaservice ist der erste Schritt. Wenn kaum Kältemittel drin ist, hast du ein Leck.',
      },
      {
        by: 'member',
        text: 'Vielleicht nur der Innenraumfilter zu? Dann kommt aber eher wenig Luft, nicht warme.',
      },
      {
        by: 'op',
        text: 'Die Werkstatt hat beim Klimaservice nur 150 Gramm Kältemittel abgesaugt, Sollmenge sind 600 Gramm. Mit Kontrastmittel haben sie das Leck gesucht.',
      },
      {
        by: 'member',
        text: 'Typisch ist ein Steinschlag im Kondensator vorne hinter dem Grill. Der sitzt ganz ungeschützt.',
      },
      {
        by: 'member',
        text: 'Bei einem Leck durch Steinschlag hilft nur ein neuer Kondensator. Also Kondensator tauschen, Anlage evakuieren und neu befüllen, dann kühlt die Klimaanlage wieder.',
        best: true,
        thumbs: 7,
      },
      {
        by: 'op',
        text: 'Es war tatsächlich ein Steinschlag im Kondensator. Der Kondensator wurde getauscht und die Anlage neu befüllt, jetzt kühlt sie wieder einwandfrei.',
        thumbs: 5,
      },
    ],
  },
  {
    brand: 'Opel',
    line: 'Astra',
    title: 'Astra K: Wasser im Fußraum auf der Beifahrerseite',
    fix: ['Wasserablauf', 'Ablauf'],
    cause: ['Laub', 'Wasserkasten'],
    length: 27,
    posts: [
      {
        by: 'op',
        text: 'Moin zusammen,\n\nnach starkem Regen steht bei meinem Astra K Wasser im Fußraum auf der Beifahrerseite, der Teppich ist klatschnass. Woher kann das kommen?',
      },
      { by: 'member', text: 'Schau dir die Türdichtung an, die wird mit den Jahren porös.' },
      { by: 'member', text: 'Kann auch der Pollenfilterkasten sein, wenn der Deckel nicht richtig sitzt.' },
      {
        by: 'op',
        text: 'Die Türdichtung sieht gut aus. Mir ist aber aufgefallen, dass unter der Frontscheibe im Wasserkasten viel Laub liegt und Wasser steht.',
      },
      {
        by: 'member',
        text: 'Das ist die Ursache. Der Wasserablauf im Wasserkasten ist mit Laub verstopft, das Wasser läuft dann über die Lüftung in den Innenraum. Abdeckung abbauen, Wasserablauf freimachen und den Teppich trocknen lassen.',
        best: true,
        thumbs: 9,
      },
      {
        by: 'member',
        text: 'Den Teppich unbedingt richtig trocknen, sonst schimmelt es und die Elektronik unter dem Sitz leidet.',
      },
      {
        by: 'op',
        text: 'Ablauf freigemacht, da war ein richtiger Pfropfen aus Laub drin. Seit drei Regentagen bleibt der Fußraum trocken.',
        thumbs: 4,
      },
    ],
  },
  {
    brand: 'Ford',
    line: 'Focus',
    title: 'Focus MK3: Kupplungspedal bleibt unten hängen',
    fix: ['Geberzylinder'],
    cause: ['Geberzylinder'],
    length: 24,
    posts: [
      {
        by: 'op',
        text: 'Hallo Leute,\n\nbei meinem Focus MK3 bleibt das Kupplungspedal seit gestern manchmal unten hängen und kommt nur langsam wieder hoch. Schalten geht dann kaum. Was ist da kaputt?',
      },
      {
        by: 'member',
        text: 'Ist genug Bremsflüssigkeit im Behälter? Die Kupplung hängt beim Focus am selben Behälter.',
      },
      { by: 'member', text: 'Könnte die Druckplatte sein, dann wird es teuer.' },
      {
        by: 'op',
        text: 'Bremsflüssigkeit ist auf Maximum. Unter dem Pedal ist der Teppich aber feucht und riecht nach Bremsflüssigkeit.',
      },
      {
        by: 'member',
        text: 'Feuchter Teppich unter dem Pedal heißt: Der Geberzylinder ist innen undicht. Tausch den Geberzylinder und entlüfte die Kupplung, dann kommt das Pedal wieder sauber hoch.',
        best: true,
        thumbs: 8,
      },
      {
        by: 'member',
        text: 'Den Nehmerzylinder würde ich mir gleich mit ansehen, wenn das Getriebe schon offen ist.',
      },
      {
        by: 'op',
        text: 'Der Geberzylinder war undicht. Neuer Geberzylinder verbaut, Kupplung entlüftet, Pedal funktioniert wieder perfekt.',
        thumbs: 5,
      },
    ],
  },
  {
    brand: 'Skoda',
    line: 'Octavia',
    title: 'Octavia 3: Start-Stopp funktioniert nach Batteriewechsel nicht mehr',
    fix: ['angelernt', 'anlernen', 'codiert'],
    cause: ['Batteriewechsel'],
    length: 25,
    posts: [
      {
        by: 'op',
        text: 'Servus,\n\nich habe bei meinem Octavia 3 selbst eine neue AGM-Batterie eingebaut. Seitdem geht die Start-Stopp-Automatik nie mehr an, im Display steht nur "Start-Stopp nicht verfügbar". Ist die Batterie defekt?',
      },
      {
        by: 'member',
        text: 'Start-Stopp geht oft nicht, wenn es draußen kalt ist oder die Klima stark läuft. Warte mal ein paar Tage.',
      },
      {
        by: 'member',
        text: 'Hast du wieder eine AGM-Batterie mit gleicher Kapazität genommen? Eine normale Batterie würde nicht passen.',
      },
      {
        by: 'op',
        text: 'Ja, AGM mit 68 Ah wie vorher. Es ist jetzt zwei Wochen her und die Funktion kommt nicht wieder.',
      },
      {
        by: 'member',
        text: 'Die neue Batterie muss im Batteriemanagement angelernt werden. Mit einem Diagnosegerät die Batterie anlernen, also Hersteller, Seriennummer und Kapazität codiert eintragen, dann geht Start-Stopp wieder.',
        best: true,
        thumbs: 9,
      },
      {
        by: 'op',
        text: 'Ein Bekannter hat die Batterie mit seinem Diagnosegerät angelernt. Nach einer Nacht Standzeit funktioniert Start-Stopp wieder.',
        thumbs: 5,
      },
    ],
  },
  {
    brand: 'Toyota',
    line: 'Yaris',
    title: 'Yaris Hybrid: Klappern von unten beim Anfahren',
    fix: ['Hitzeschutzblech'],
    cause: ['Hitzeschutzblech'],
    length: 24,
    posts: [
      {
        by: 'op',
        text: 'Hallo zusammen,\n\nmein Yaris Hybrid klappert beim Anfahren und über Bodenwellen metallisch von unten, ungefähr unter der Mitte des Autos. Beim Fahren mit Elektromotor ist es auch zu hören. Hat jemand eine Idee?',
      },
      {
        by: 'member',
        text: 'Koppelstangen vom Stabilisator klappern gerne, das hört man vor allem über Bodenwellen.',
      },
      { by: 'member', text: 'Lass mal die Auspuffaufhängung prüfen, die Gummis werden mit der Zeit weich.' },
      {
        by: 'op',
        text: 'Die Werkstatt hat die Koppelstangen geprüft, die sind in Ordnung. Auf der Bühne hat der Meister dann gegen den Auspuff geklopft.',
      },
      {
        by: 'member',
        text: 'Das typische Klappern kommt vom losen Hitzeschutzblech über dem Mittelschalldämpfer, weil die Befestigung durchgerostet ist. Das Hitzeschutzblech mit einer Edelstahlschelle festmachen, dann ist Ruhe.',
        best: true,
        thumbs: 8,
      },
      {
        by: 'op',
        text: 'Bestätigt: Das Hitzeschutzblech war lose. Mit einer Schelle befestigt, Kosten 15 Euro, das Klappern ist komplett weg.',
        thumbs: 4,
      },
    ],
  },
  {
    brand: 'Honda',
    line: 'CB',
    title: 'CB650R springt nach dem Winter nicht mehr an',
    fix: ['Batterie', 'Erhaltungsladegerät'],
    cause: ['tiefentladen'],
    length: 23,
    posts: [
      {
        by: 'op',
        text: 'Moin,\n\nmeine CB650R stand den Winter über in der Garage. Jetzt dreht der Anlasser nur noch ganz langsam und sie springt nicht an. Das Display flackert beim Starten. Was soll ich prüfen?',
      },
      { by: 'member', text: 'Ist der Seitenständerschalter in Ordnung? Der macht bei Honda gern Ärger.' },
      {
        by: 'member',
        text: 'Vielleicht ist das Benzin alt geworden. Nach langer Standzeit kann das schon sein.',
      },
      {
        by: 'op',
        text: 'Ich habe die Batterie gemessen, sie hat nur noch 10,9 Volt. Ein Ladegerät hatte ich im Winter nicht dran.',
      },
      {
        by: 'member',
        text: 'Dann ist die Batterie tiefentladen und vermutlich dauerhaft geschädigt. Eine neue Batterie einbauen und im nächsten Winter ein Erhaltungsladegerät anschließen.',
        best: true,
        thumbs: 7,
      },
      {
        by: 'op',
        text: 'Neue Batterie eingebaut, sie springt sofort an. Ein Erhaltungsladegerät habe ich auch gleich bestellt.',
        thumbs: 4,
      },
    ],
  },
]

const FILLERS = [
  'Hast du mal ein Foto davon? Dann kann man mehr sagen.',
  'Halte uns bitte auf dem Laufenden, das interessiert bestimmt noch mehr Leute.',
  'Ich hänge mich mal dran, habe seit gestern genau dasselbe Problem.',
  'Such mal hier im Forum, das Thema hatten wir schon ein paar Mal.',
  'Was sagt denn der Fehlerspeicher? Ohne Auslesen ist das alles nur Kaffeesatzleserei.',
  'Sehe ich genauso.',
  'Gute Frage, die würde mich auch interessieren.',
  'Ich würde an deiner Stelle erst mal die günstigen Sachen prüfen, bevor du Teile auf Verdacht tauschst.',
  'Bei welchem Kilometerstand ist das denn aufgetreten?',
  'Ich kann dir eine freie Werkstatt in der Nähe empfehlen, schreib mir gern eine PN.',
  'Nicht verrückt machen lassen. Erst messen, dann tauschen.',
  'Wenn die Garantie noch läuft, würde ich das über den Händler machen lassen.',
  'Danke für die schnellen Antworten!',
  'Kann ich nur bestätigen, hatte genau das gleiche Problem.',
]

/**
 * A curated thread's posts in order: its own posts with filler replies between them (and after
 * the last), `length` in all. Deterministic: the seed and the tests get the same thread.
 */
export function curatedPosts(thread: CuratedThread, index: number): CuratedPost[] {
  const fillers = thread.length - thread.posts.length
  const result: CuratedPost[] = [thread.posts[0]!]
  const between = thread.posts.length - 1
  let used = 0
  for (const [i, post] of thread.posts.slice(1).entries()) {
    // most filler comes before the fix, as threads wander before they find it
    const share = Math.floor((fillers * (i + 1)) / (between + 1)) - used
    for (let k = 0; k < share; k += 1) {
      result.push({ by: 'member', text: FILLERS[(index * 5 + used + k) % FILLERS.length]! })
    }
    used += share
    result.push(post)
  }
  for (; used < fillers; used += 1) {
    result.push({ by: 'member', text: FILLERS[(index * 5 + used) % FILLERS.length]! })
  }
  return result
}
