// German forum text for the demo community. Placeholders: {vehicle} full vehicle name,
// {brand}, {line}, {series}, {engine}, {year}, {km}, {op} the thread starter's name.

export interface TopicTemplate {
  titles: string[]
  questions: string[]
  answers: string[]
  /** The starter's reply once a hint helped. */
  solutions: string[]
}

export const GREETINGS = [
  'Hallo zusammen,',
  'Moin,',
  'Hallo Leute,',
  'Servus,',
  'Hi,',
  'Guten Abend zusammen,',
  'Hallo Forum,',
]
export const SIGN_OFFS = [
  'Danke schon mal!',
  'Gruß',
  'Viele Grüße',
  'VG',
  'Danke im Voraus für eure Hilfe.',
  'Besten Dank!',
  'Grüße aus dem Ruhrpott',
  'LG aus Bayern',
]
export const ANSWER_OPENERS = ['Hallo {op},', 'Moin,', 'Hi,', 'Servus,', '', '', 'Hallo,', '@{op}:']
export const AGREEMENTS = [
  'Kann ich nur bestätigen, hatte genau das gleiche Problem.',
  'Sehe ich genauso.',
  'Das würde ich auch als Erstes prüfen.',
  'Genau so war es bei mir auch, nach dem Tausch war Ruhe.',
  'Dem ist nichts hinzuzufügen.',
  'Richtig, und bitte nicht am falschen Ende sparen.',
]
/** Replies that fit any thread, for threads longer than their template. */
export const GENERIC_REPLIES = [
  'Hast du mal ein Foto davon? Dann kann man mehr sagen.',
  'Welcher Motorcode steht denn im Fahrzeugschein? Das macht bei den Teilen einen Unterschied.',
  'Ich würde an deiner Stelle erst mal die günstigen Sachen prüfen, bevor du Teile auf Verdacht tauschst.',
  'Halte uns bitte auf dem Laufenden, das interessiert bestimmt noch mehr Leute.',
  'Bei meinem war es ähnlich. Die Werkstatt hat zwei Anläufe gebraucht, bis sie den Fehler hatte.',
  'Such mal hier im Forum, das Thema hatten wir schon ein paar Mal, da stehen gute Anleitungen drin.',
  'Was sagt denn der Fehlerspeicher? Ohne Auslesen ist das alles nur Kaffeesatzleserei.',
  'Hatte ich letztes Jahr auch. Kostenpunkt am Ende knapp 300 Euro inklusive Einbau.',
  'Gute Frage, die würde mich auch interessieren.',
  'Ich kann dir eine freie Werkstatt in der Nähe empfehlen, schreib mir gern eine PN.',
  'Das ist leider typisch für das Baujahr. Ab Modellpflege wurde das Teil geändert.',
  'Nicht verrückt machen lassen. Erst messen, dann tauschen.',
  'Bei dem Kilometerstand würde ich das gleich mitmachen lassen, dann hast du Ruhe.',
  'Ich hänge mich mal dran, habe seit gestern genau dasselbe Problem.',
  'Kleiner Tipp: Die Reparaturanleitung gibt es als Buch, lohnt sich für Selberschrauber.',
  'Wenn die Garantie noch läuft, würde ich das auf jeden Fall über den Händler machen lassen.',
]

export const THANKS = [
  'Danke für die schnellen Antworten!',
  'Vielen Dank, das hilft mir schon mal weiter.',
  'Super, danke euch. Ich melde mich, wenn ich mehr weiß.',
  'Danke! Werde ich am Wochenende mal prüfen.',
]

export const CAR_TOPICS: TopicTemplate[] = [
  {
    titles: [
      '{line}: Ruckeln beim Kaltstart',
      'Ruckeln im Leerlauf – {series} {engine}',
      'Motor ruckelt nach dem Anlassen',
    ],
    questions: [
      'mein {vehicle} (Baujahr {year}, {km} km) ruckelt seit ein paar Tagen beim Kaltstart. Sobald der Motor warm ist, läuft er ruhig. Fehlerspeicher ist leer. Zündkerzen wurden vor 20.000 km gewechselt. Hat jemand eine Idee, woran das liegen könnte?',
      'seit dem letzten Frost ruckelt mein {line} morgens ziemlich stark, die Motorkontrollleuchte geht aber nicht an. Nach ca. fünf Minuten ist alles normal. Könnte das die Lambdasonde sein?',
    ],
    answers: [
      'Lass mal die Zündspulen prüfen. Beim {engine} ist das ein bekanntes Thema, meistens ist eine von vier hinüber.',
      'Ich würde zuerst den Kühlmitteltemperatursensor anschauen. Wenn der falsche Werte liefert, stimmt das Gemisch beim Kaltstart nicht.',
      'Schau dir die Istwerte mit einem OBD-Adapter an, dann siehst du Aussetzer pro Zylinder. Das kostet nichts und spart viel Raterei.',
      'Bei mir war es ein undichter Ansaugschlauch. Im kalten Zustand zieht der Falschluft, warm dehnt er sich und dichtet wieder.',
      'Tausch mal testweise die Zündspulen untereinander. Wandert der Fehler mit, hast du den Übeltäter.',
    ],
    solutions: [
      'Update: Es war tatsächlich eine Zündspule. Ausgetauscht für 45 Euro, seitdem läuft er wieder wie ein Uhrwerk. Danke euch!',
      'Kurze Rückmeldung: Der Temperaturfühler war defekt. Werkstatt hat ihn getauscht, Ruckeln ist weg.',
    ],
  },
  {
    titles: [
      'Zahnriemenwechsel beim {line} – Kosten?',
      'Zahnriemen oder Steuerkette beim {engine}?',
      'Wann Zahnriemen wechseln? {series}',
    ],
    questions: [
      'bei meinem {vehicle} steht demnächst der Zahnriemenwechsel an ({km} km, EZ {year}). Die Vertragswerkstatt will 890 Euro inklusive Wasserpumpe. Ist das ein fairer Preis oder sollte ich eine freie Werkstatt fragen?',
      'ich habe einen {line} mit {km} km gekauft und im Serviceheft steht nichts zum Zahnriemen. Hat der {engine} überhaupt einen Zahnriemen oder eine Kette? Und wie erkenne ich, ob er schon gemacht wurde?',
    ],
    answers: [
      'Der Preis ist für eine Vertragswerkstatt im Rahmen. In einer freien Werkstatt zahlst du für Riemen, Rollen und Wasserpumpe eher 550 bis 700 Euro.',
      'Unbedingt die Wasserpumpe mitmachen lassen, die Arbeitszeit ist ja sowieso schon bezahlt.',
      'Ohne Nachweis würde ich den Wechsel sofort machen lassen. Wenn der Riemen reißt, ist der Motor meist hinüber.',
      'Im Motorraum klebt oft ein Aufkleber mit Datum und Kilometerstand vom letzten Wechsel. Schau mal am Zahnriemenkasten.',
      'Der {engine} hat einen Zahnriemen, Intervall laut Hersteller 210.000 km oder zehn Jahre, was zuerst kommt.',
    ],
    solutions: [
      'Habe jetzt eine freie Werkstatt gefunden, 640 Euro komplett mit Wasserpumpe. Danke für die Tipps!',
    ],
  },
  {
    titles: [
      '{line} verliert Kühlwasser',
      'Kühlmittelverlust ohne sichtbares Leck',
      'Kühlwasser-Warnleuchte beim {series}',
    ],
    questions: [
      'mein {vehicle} verliert seit Wochen Kühlwasser, ungefähr einen halben Liter auf 1.000 km. Unter dem Auto ist nichts zu sehen, Öl sieht normal aus. Wo würdet ihr suchen?',
      'bei meinem {line} kommt immer wieder die Kühlmittel-Warnleuchte. Nachgefüllt habe ich schon dreimal. Es riecht manchmal süßlich im Innenraum.',
    ],
    answers: [
      'Süßlicher Geruch im Innenraum deutet auf den Wärmetauscher hin. Schau mal, ob der Fußraum auf der Beifahrerseite feucht ist.',
      'Lass einen Abdrucktest machen, das kostet in der Werkstatt um die 30 Euro und zeigt, ob das System dicht ist.',
      'Beim {engine} ist die Wasserpumpe ein Kandidat. Die leckt oft nur, wenn der Motor warm ist, und das Wasser verdampft sofort.',
      'Prüf auch den Ausgleichsbehälterdeckel. Klingt banal, aber ein defekter Deckel kann genau das verursachen.',
      'Weißer Rauch aus dem Auspuff? Dann bitte die Zylinderkopfdichtung prüfen lassen, bevor es teuer wird.',
    ],
    solutions: [
      'Es war der Deckel vom Ausgleichsbehälter. 15 Euro, Problem gelöst. Manchmal ist es so einfach.',
    ],
  },
  {
    titles: [
      'Welches Öl für den {engine}?',
      'Ölwechsel {line}: 5W-30 oder 0W-30?',
      'Motoröl-Freigabe beim {series}',
    ],
    questions: [
      'ich will bei meinem {vehicle} den Ölwechsel selbst machen. Im Handbuch steht eine Herstellerfreigabe, aber im Baumarkt finde ich nur allgemeine Angaben. Welches Öl nehmt ihr?',
      'meine Werkstatt hat beim letzten Service 5W-40 eingefüllt, obwohl ich dachte, der {engine} braucht 0W-30. Ist das schlimm?',
    ],
    answers: [
      'Wichtig ist nur, dass die Herstellerfreigabe auf dem Kanister steht. Die Marke ist zweitrangig.',
      'Mit Longlife-Intervall brauchst du zwingend das Öl mit der passenden Freigabe, sonst riskierst du Ärger bei der Garantie.',
      'Einmal 5W-40 bringt den Motor nicht um, aber beim nächsten Wechsel würde ich wieder das freigegebene Öl nehmen.',
      'Ich fahre seit 150.000 km mit dem freigegebenen 5W-30 und wechsle alle 15.000 km. Der Motor läuft top.',
    ],
    solutions: [
      'Danke, habe das Öl mit Freigabe bestellt und den Wechsel gemacht. Hat eine Stunde gedauert.',
    ],
  },
  {
    titles: [
      'Klimaanlage kühlt nicht mehr – {line}',
      'Klima bläst nur warme Luft',
      'Klimakompressor schaltet nicht zu',
    ],
    questions: [
      'die Klimaanlage in meinem {vehicle} kühlt seit diesem Sommer kaum noch. Es kommt nur lauwarme Luft. Reicht da ein Klimaservice oder ist der Kompressor hin?',
      'mein {line} ({year}) bläst trotz Klima nur warme Luft. Der Lüfter läuft, aber der Kompressor scheint nicht anzuspringen. Was kann ich selbst prüfen?',
    ],
    answers: [
      'Erst mal einen Klimaservice machen lassen, dabei sieht man auch, wie viel Kältemittel noch drin war. Fehlt viel, gibt es ein Leck.',
      'Schau, ob sich die Kupplung vom Kompressor dreht, wenn du die Klima einschaltest. Wenn nicht, Sicherung und Relais prüfen.',
      'Bei meinem war der Kondensator durch Steinschlag undicht. Kontrastmittel einfüllen lassen, dann findet man das Leck schnell.',
      'Ein Klimaservice kostet um die 100 Euro. Lohnt sich, bevor man über einen Kompressor für 800 Euro nachdenkt.',
    ],
    solutions: [
      'Klimaservice gemacht, es fehlten fast 300 g Kältemittel. Jetzt kühlt sie wieder, Leck wird beobachtet.',
    ],
  },
  {
    titles: [
      'Fehlercode P0420 beim {line}',
      'Motorkontrollleuchte: Katalysator Wirkungsgrad',
      'P0420 – Kat oder Lambdasonde?',
    ],
    questions: [
      'bei meinem {vehicle} leuchtet die Motorkontrollleuchte. Ausgelesen: P0420, Katalysator Wirkungsgrad unter Schwellenwert. Der Wagen hat {km} km. Muss ich jetzt wirklich einen neuen Kat kaufen?',
    ],
    answers: [
      'Nicht sofort den Kat tauschen. Oft ist es die Lambdasonde hinter dem Kat, die falsche Werte liefert.',
      'Prüf, ob die Abgasanlage vor dem Kat dicht ist. Falschluft verfälscht die Messung.',
      'Bei {km} km ist ein müder Kat nicht ungewöhnlich. Ein Nachbau-Kat mit Gutachten kostet aber keine Unsummen.',
      'Lass die Sondenspannungen live anzeigen. Schwankt die hintere Sonde genauso wie die vordere, ist der Kat platt.',
    ],
    solutions: [
      'Es war die hintere Lambdasonde. Neu für 80 Euro, Fehler gelöscht und seit 2.000 km nicht wiedergekommen.',
    ],
  },
  {
    titles: [
      'Bremsen quietschen nach Belagwechsel',
      'Quietschende Bremse am {line}',
      'Neue Bremsscheiben – Geräusche normal?',
    ],
    questions: [
      'ich habe am {vehicle} vorne Scheiben und Beläge gewechselt. Seitdem quietscht es beim leichten Bremsen. Habe ich beim Einbau etwas falsch gemacht?',
    ],
    answers: [
      'Hast du die Rückseiten der Beläge mit Keramikpaste behandelt? Das hilft meistens gegen Quietschen.',
      'Neue Bremsen müssen erst eingefahren werden. Ein paar Hundert Kilometer ohne Vollbremsungen, dann wird es oft besser.',
      'Die Führungen im Bremssattel sauber machen und leicht fetten. Hängt der Belag, quietscht er.',
      'Billige Beläge quietschen gern. Ich habe gute Erfahrungen mit Markenbelägen gemacht, auch wenn sie etwas mehr kosten.',
    ],
    solutions: ['Paste nachgerüstet und Führungen gereinigt, Ruhe ist. Danke!'],
  },
  {
    titles: [
      'Gebrauchtkauf {series}: worauf achten?',
      'Kaufberatung {line} {engine}',
      'Lohnt sich ein {line} mit {km} km?',
    ],
    questions: [
      'ich überlege, mir einen {vehicle} von {year} mit {km} km zu kaufen. Der Händler will 11.900 Euro. Worauf sollte ich bei der Besichtigung besonders achten? Gibt es typische Schwachstellen?',
      'bin auf der Suche nach einem Alltagsauto und habe einen {line} ({series}) im Auge. Wie zuverlässig ist der {engine} auf lange Sicht?',
    ],
    answers: [
      'Lückenloses Scheckheft ist das A und O. Beim {engine} bitte auf Ölverbrauch und Geräusche beim Kaltstart achten.',
      'Nimm jemanden mit, der sich auskennt, oder lass einen Gebrauchtwagencheck machen. Die 100 Euro sind gut angelegt.',
      'Für das Baujahr und die Laufleistung ist der Preis eher oben angesiedelt. Da ist noch Verhandlungsspielraum.',
      'Ich fahre den {engine} seit sechs Jahren, bis auf Verschleißteile keine Probleme. Klare Empfehlung.',
      'Schau nach Rost an den Radläufen und den Türunterkanten, das ist bei dem Modell ein bekanntes Thema.',
    ],
    solutions: [
      'Habe ihn gekauft! Nach Verhandlung 11.200 Euro, mit neuem TÜV und frischer Inspektion. Danke für eure Tipps.',
    ],
  },
  {
    titles: [
      'Batterie ständig leer – {line}',
      'Ruhestrom zu hoch beim {series}?',
      'Auto springt morgens nicht an',
    ],
    questions: [
      'mein {vehicle} springt nach zwei, drei Tagen Standzeit nicht mehr an. Die Batterie ist erst ein Jahr alt. Wie finde ich heraus, was den Strom zieht?',
    ],
    answers: [
      'Ruhestrommessung: Multimeter zwischen Minuspol und Massekabel, dann nach und nach Sicherungen ziehen, bis der Strom fällt.',
      'Bei mir war es das Handschuhfachlicht, das nicht ausging. Klingt lächerlich, war aber so.',
      'Lass die Lichtmaschine prüfen. Wenn sie nicht richtig lädt, ist jede Batterie nach kurzer Zeit leer.',
      'Bei Start-Stopp-Fahrzeugen muss die neue Batterie angelernt werden, sonst lädt das System falsch.',
    ],
    solutions: [
      'Ruhestrom gemessen, es war ein nachgerüstetes Dashcam-Kabel an Dauerplus. Umgeklemmt, jetzt hält die Batterie.',
    ],
  },
  {
    titles: [
      'AdBlue-Warnung im {line}',
      'SCR-Fehler: Motorstart in 1.000 km nicht mehr möglich',
      'AdBlue-Pumpe defekt?',
    ],
    questions: [
      'bei meinem {vehicle} kam heute die Meldung, dass der Motorstart in 1.000 km nicht mehr möglich ist. AdBlue habe ich erst nachgefüllt. Was kann das sein?',
    ],
    answers: [
      'Das ist beim {engine} leider ein bekanntes Problem: Entweder die AdBlue-Pumpe oder die Heizung im Tank.',
      'Fehlerspeicher auslesen lassen! Oft ist es nur der NOx-Sensor, der deutlich günstiger ist als der ganze Tank.',
      'Schau mal, ob der Hersteller eine Kulanzregelung hat. Bei mir hat er 70 Prozent übernommen.',
    ],
    solutions: ['Es war der NOx-Sensor, Werkstatt hat ihn mit Kulanz getauscht. Warnung ist weg.'],
  },
  {
    titles: ['Ölverbrauch beim {engine} normal?', 'Hoher Ölverbrauch – {line}', 'Ein Liter Öl auf 1.000 km'],
    questions: [
      'mein {vehicle} braucht etwa einen Liter Öl auf 1.500 km. Die Werkstatt sagt, das sei im Rahmen. Ich finde das viel. Wie ist das bei euch?',
    ],
    answers: [
      'Laut Hersteller ist bis zu einem halben Liter auf 1.000 km offiziell okay, aber gesund ist das nicht.',
      'Beim {engine} sind die Kolbenringe ein bekanntes Thema. Lass mal einen Ölverbrauchstest machen, dann hast du es schwarz auf weiß.',
      'Schau auch nach der Kurbelgehäuseentlüftung. Wenn die Membran kaputt ist, zieht der Motor Öl ab.',
    ],
    solutions: ['Es war die Membran der Entlüftung. Seit dem Tausch kaum noch Verbrauch.'],
  },
  {
    titles: [
      'Geräusch aus der Vorderachse beim Lenken',
      'Knacken beim Einlenken – {line}',
      'Poltern vorne links beim {series}',
    ],
    questions: [
      'beim Rangieren knackt es vorne links an meinem {vehicle}, vor allem bei vollem Lenkeinschlag. Während der Fahrt höre ich nichts. Antriebswelle?',
    ],
    answers: [
      'Klingt nach Gelenkwelle. Schau, ob die Manschette gerissen ist; dann ist meist auch das Gelenk hinüber.',
      'Bei mir waren es die Domlager. Das Knacken kam auch beim Lenken im Stand.',
      'Koppelstangen sind ein Klassiker, kosten nicht viel und sind schnell getauscht.',
    ],
    solutions: ['Die Manschette war gerissen, Gelenk ist neu. Kein Knacken mehr.'],
  },
  {
    titles: [
      'DSG ruckelt beim Anfahren',
      'Automatikgetriebe schaltet hart – {line}',
      'Getriebeölwechsel beim {series} sinnvoll?',
    ],
    questions: [
      'mein {vehicle} mit Automatik ruckelt beim Anfahren aus dem Stand, besonders wenn der Motor kalt ist. Ab 30 km/h ist alles ruhig. Lohnt sich ein Getriebeölwechsel?',
    ],
    answers: [
      'Ein Getriebeölwechsel mit anschließender Grundeinstellung wirkt oft Wunder.',
      'Beim Doppelkupplungsgetriebe kann auch die Mechatronik schuld sein. Lass mal den Fehlerspeicher vom Getriebe auslesen.',
      'Ich habe bei {km} km das Öl gewechselt und die Kupplungen anlernen lassen, seitdem schaltet es butterweich.',
    ],
    solutions: ['Ölwechsel und Grundeinstellung gemacht, das Ruckeln ist deutlich besser geworden.'],
  },
  {
    titles: [
      'Scheibenwischer funktionieren nur manchmal',
      'Elektrikproblem: Fensterheber spinnt',
      'Zentralverriegelung reagiert nicht – {line}',
    ],
    questions: [
      'an meinem {vehicle} funktioniert die Zentralverriegelung nur noch sporadisch. Mal geht die Fahrertür auf, mal nicht. Batterie im Schlüssel ist neu.',
    ],
    answers: [
      'Das Türschloss selbst ist oft schuld, der Mikroschalter darin gibt den Geist auf.',
      'Prüf den Kabelbaum zwischen A-Säule und Tür. Da brechen gern die Kabel.',
      'Bei mir war Wasser im Steuergerät unter dem Fahrersitz. Schau mal, ob der Teppich feucht ist.',
    ],
    solutions: [
      'Es war tatsächlich ein gebrochenes Kabel im Türübergang. Gelötet und isoliert, funktioniert wieder.',
    ],
  },
]

export const MOTORCYCLE_TOPICS: TopicTemplate[] = [
  {
    titles: [
      'Kette wechseln an der {series}',
      'Kettensatz für die {line} – Empfehlung?',
      'Wie oft Kette schmieren?',
    ],
    questions: [
      'an meiner {vehicle} ist nach {km} km der Kettensatz fällig. Original oder Zubehör? Und lohnt sich ein Kettenöler?',
    ],
    answers: [
      'Ich fahre einen Markenkettensatz und bin sehr zufrieden, hält bei mir gut 25.000 km.',
      'Ein Kettenöler ist das Beste, was ich mir je gegönnt habe. Kette bleibt sauber und hält ewig.',
      'Immer den kompletten Satz tauschen, also Kette, Ritzel und Kettenrad. Alles andere ist Pfusch.',
    ],
    solutions: ['Kompletten Satz bestellt und den Öler gleich mit eingebaut. Danke!'],
  },
  {
    titles: [
      '{series}: Saisonstart nach dem Winter',
      'Motorrad springt nach der Winterpause nicht an',
      'Batterie über den Winter – Ladegerät nötig?',
    ],
    questions: [
      'meine {vehicle} springt nach der Winterpause nicht an. Der Anlasser dreht, aber sie zündet nicht. Tank war voll, Batterie am Erhaltungsladegerät.',
    ],
    answers: [
      'Alter Sprit kann das Problem sein, vor allem mit E10. Frischen Sprit rein und ein paar Mal probieren.',
      'Prüf den Seitenständerschalter. Der ist nach dem Winter gern mal verdreckt.',
      'Kerzenstecker abziehen und schauen, ob ein Funke kommt. Dann weißt du, ob es an der Zündung oder am Sprit liegt.',
    ],
    solutions: ['Es war der Seitenständerschalter. Kontaktspray drauf, sie läuft. Die Saison kann kommen!'],
  },
  {
    titles: [
      'Reifenempfehlung für die {line}',
      'Welche Reifen für Touren auf der {series}?',
      'Sportreifen oder Tourenreifen?',
    ],
    questions: [
      'ich fahre mit meiner {vehicle} viel Landstraße und ab und zu eine längere Tour. Welche Reifen könnt ihr empfehlen, die auch bei Nässe gut haften?',
    ],
    answers: [
      'Für Touren würde ich einen Sporttourenreifen nehmen. Hält lange und ist bei Regen gut berechenbar.',
      'Ich bin mit dem aktuellen Sporttouring-Reifen von einem großen Hersteller extrem zufrieden, Nässe ist kein Thema.',
      'Luftdruck nicht vergessen: Mit Sozius und Gepäck hinten etwas mehr, steht in der Betriebsanleitung.',
    ],
    solutions: ['Sporttourenreifen sind drauf, erste 500 km super. Danke für die Empfehlungen.'],
  },
  {
    titles: [
      'A2-Führerschein: {series} drosseln?',
      'Drosselung auf 35 kW – {line}',
      'Offene Version nach A2-Zeit eintragen',
    ],
    questions: [
      'ich mache gerade den A2-Führerschein und will mir eine {vehicle} kaufen. Kann man die problemlos drosseln und später wieder öffnen? Was kostet das beim Händler?',
    ],
    answers: [
      'Die {series} gibt es direkt als A2-Version. Das Entdrosseln kostet beim Händler um die 150 Euro inklusive Eintragung.',
      'Wichtig ist, dass das Ausgangsmodell höchstens doppelt so viel Leistung hat, also maximal 70 kW.',
      'Nach zwei Jahren A2 machst du den Aufstieg zu A mit einer praktischen Prüfung und lässt dann öffnen.',
    ],
    solutions: ['Habe sie mit Drossel gekauft, Händler öffnet später für 120 Euro. Danke!'],
  },
]

export const TOPIC_TEMPLATES: Record<string, TopicTemplate[]> = {
  reifen: [
    {
      titles: [
        'Ganzjahresreifen oder zwei Sätze?',
        'Winterreifen 205/55 R16 – Empfehlungen?',
        'Reifenalter: Ab wann tauschen?',
      ],
      questions: [
        'ich fahre etwa 12.000 km im Jahr, meist Stadt und Autobahn, selten Schnee. Lohnen sich Ganzjahresreifen für meinen {vehicle} oder bleibe ich bei Sommer- und Winterreifen?',
        'meine Winterreifen sind sieben Jahre alt und haben noch 5 mm Profil. Kann ich die noch einen Winter fahren?',
      ],
      answers: [
        'Bei deinem Profil sind Ganzjahresreifen eine gute Wahl. Die aktuellen Modelle sind im Winter erstaunlich gut.',
        'Ab sechs bis acht Jahren wird das Gummi hart, dann bremsen sie auch mit gutem Profil schlechter.',
        'Schau auf die DOT-Nummer an der Flanke, die letzten vier Ziffern sind Woche und Jahr der Herstellung.',
        'Wer viel in den Bergen unterwegs ist, sollte bei echten Winterreifen bleiben.',
      ],
      solutions: ['Habe mich für Ganzjahresreifen entschieden. Erster Winter war problemlos.'],
    },
    {
      titles: [
        'Felgen eintragen lassen – ABE oder Gutachten?',
        'Andere Felgengröße am {line}',
        '18-Zoll-Felgen auf dem {series}',
      ],
      questions: [
        'ich möchte auf meinen {vehicle} 18-Zoll-Felgen montieren. Die Felgen haben ein Teilegutachten. Muss ich damit zum TÜV?',
      ],
      answers: [
        'Mit Teilegutachten musst du zur Änderungsabnahme, erst danach ist die Betriebserlaubnis wieder gültig.',
        'Mit ABE reicht es, die ABE im Auto mitzuführen, sofern keine Auflagen drinstehen.',
        'Die Abnahme kostet um die 50 Euro, plus gegebenenfalls die Berichtigung der Papiere.',
      ],
      solutions: ['Abnahme war kein Problem, 58 Euro und zehn Minuten. Danke!'],
    },
  ],
  recht: [
    {
      titles: [
        'Geblitzt mit 26 km/h zu viel – Einspruch?',
        'Bußgeldbescheid: Foto unscharf',
        'Punkte in Flensburg abbauen',
      ],
      questions: [
        'ich bin außerorts mit 26 km/h zu schnell geblitzt worden. Der Anhörungsbogen ist da. Lohnt sich ein Einspruch oder zahle ich lieber?',
      ],
      answers: [
        'Ohne Rechtsschutzversicherung würde ich genau abwägen. Lass dir erst mal die Messakte kommen.',
        'Das Foto muss dich eindeutig zeigen. Wenn es unscharf ist, hat ein Einspruch durchaus Chancen.',
        'Ich bin kein Anwalt, aber die Tabellenwerte findest du im aktuellen Bußgeldkatalog.',
      ],
      solutions: ['Habe einen Anwalt über die Rechtsschutz eingeschaltet. Verfahren wurde eingestellt.'],
    },
    {
      titles: [
        'Unfall mit Parkrempler – wer zahlt?',
        'Gutachter oder Kostenvoranschlag?',
        'Versicherung kürzt Reparaturkosten',
      ],
      questions: [
        'mir ist auf dem Supermarktparkplatz jemand in die Seite gefahren. Die gegnerische Versicherung will nur nach Kostenvoranschlag zahlen. Darf ich einen Gutachter beauftragen?',
      ],
      answers: [
        'Ab etwa 750 Euro Schaden darfst du einen eigenen Gutachter beauftragen, die Kosten trägt die gegnerische Versicherung.',
        'Lass dich nicht auf deren Partnerwerkstatt drängen, du hast freie Werkstattwahl.',
        'Auch Nutzungsausfall oder Mietwagen stehen dir zu, wenn das Auto in der Werkstatt ist.',
      ],
      solutions: ['Gutachter war da, Schaden 2.300 Euro, Versicherung hat ohne Murren gezahlt.'],
    },
  ],
  elektro: [
    {
      titles: [
        'Reichweite im Winter – eure Erfahrungen?',
        'Wallbox: 11 kW oder 22 kW?',
        'Laden an der Autobahn: Kosten',
      ],
      questions: [
        'ich überlege, auf ein E-Auto umzusteigen. Wie stark bricht die Reichweite im Winter bei euch ein? Ich pendle 80 km am Tag.',
        'wir bekommen eine Wallbox in die Garage. Der Elektriker fragt, ob 11 oder 22 kW. Was ist sinnvoll?',
      ],
      answers: [
        'Bei Frost rechne ich mit 20 bis 30 Prozent weniger. Mit Wärmepumpe ist es deutlich besser.',
        '11 kW reicht für zu Hause völlig. 22 kW muss beim Netzbetreiber genehmigt werden und bringt selten Vorteile.',
        'Vorklimatisieren am Kabel hilft im Winter enorm, dann startest du mit warmem Akku.',
        'Für 80 km am Tag ist jedes aktuelle E-Auto mehr als ausreichend, auch im Winter.',
      ],
      solutions: ['Wir haben 11 kW genommen, lädt über Nacht locker voll. Danke für die Einschätzungen.'],
    },
  ],
  tuning: [
    {
      titles: [
        'Chiptuning beim {engine} – Erfahrungen?',
        'Tieferlegung mit Gewindefahrwerk',
        'Sportauspuff mit EG-Genehmigung',
      ],
      questions: [
        'ich überlege, meinem {vehicle} ein Chiptuning zu gönnen. Angeboten werden 30 PS mehr mit Gutachten. Was sagt die Versicherung dazu, und hält der Motor das aus?',
      ],
      answers: [
        'Ohne Eintragung und Meldung an die Versicherung erlischt im Zweifel der Schutz. Unbedingt mit Gutachten machen.',
        'Seriöse Anbieter geben Garantie auf Motor und Getriebe. Finger weg von Billigboxen.',
        'Denk an die Kupplung. Die hält die zusätzliche Leistung oft nicht lange aus.',
      ],
      solutions: [
        'Habe es mit Gutachten machen lassen und eingetragen. Versicherung wollte 40 Euro mehr im Jahr.',
      ],
    },
  ],
  hifi: [
    {
      titles: [
        'CarPlay nachrüsten im {line}',
        'Lautsprecher tauschen – welche Größe?',
        'Radio-Display bleibt schwarz',
      ],
      questions: [
        'ich möchte in meinem {vehicle} Apple CarPlay nachrüsten. Geht das per Software-Freischaltung oder brauche ich ein neues Radio?',
      ],
      answers: [
        'Bei vielen Modellen ab etwa 2016 reicht eine Freischaltung, wenn das Radio die passende Hardware hat.',
        'Ein Nachrüstradio mit Doppel-DIN ist oft die günstigere Lösung, die Lenkradfernbedienung geht über einen Adapter.',
        'Prüf vorher die Softwareversion des Radios, davon hängt ab, ob die Freischaltung überhaupt möglich ist.',
      ],
      solutions: ['Freischaltung hat funktioniert, CarPlay läuft kabellos. Super!'],
    },
  ],
  oldtimer: [
    {
      titles: [
        'H-Kennzeichen: Was wird geprüft?',
        'Restauration: Blech oder Neuteil?',
        'Youngtimer als Alltagsauto?',
      ],
      questions: [
        'mein Auto wird nächstes Jahr 30 und ich möchte das H-Kennzeichen beantragen. Worauf achtet der Prüfer beim Oldtimergutachten?',
      ],
      answers: [
        'Der Originalzustand ist entscheidend. Zeitgenössische Umbauten sind erlaubt, moderne Alufelgen eher nicht.',
        'Rost an tragenden Teilen ist ein K.-o.-Kriterium. Alles andere darf Patina haben.',
        'Das Gutachten kostet etwa 130 Euro, danach sind Steuer und Versicherung deutlich günstiger.',
      ],
      solutions: ['H-Kennzeichen ist durch! Der Prüfer war begeistert vom Zustand.'],
    },
  ],
  wohnmobil: [
    {
      titles: [
        'Wohnmobil über 3,5 t – Führerschein?',
        'Kastenwagen selbst ausbauen',
        'Stellplatz-Tipps für Skandinavien',
      ],
      questions: [
        'wir wollen uns ein Wohnmobil kaufen. Mit meinem Führerschein Klasse B darf ich nur bis 3,5 t fahren. Reicht das für zwei Personen mit Fahrrädern?',
      ],
      answers: [
        'Das wird knapp. Viele Fahrzeuge sind schon leer bei 3,1 t, mit Wasser, Gepäck und Rädern bist du schnell drüber.',
        'Eine Auflastung auf 3,65 t ist bei manchen Modellen möglich, dafür brauchst du aber C1.',
        'Wir fahren einen Kastenwagen mit 3,5 t und kommen gut hin, wenn man nicht alles mitnimmt.',
      ],
      solutions: ['Wir haben uns für einen Kastenwagen entschieden und bleiben unter 3,5 t. Danke!'],
    },
  ],
  motorsport: [
    {
      titles: [
        'Rennanalyse: Großer Preis von Monaco',
        'Saisonprognose: Wer wird Meister?',
        'Neues Reglement – eure Meinung',
      ],
      questions: [
        'was haltet ihr vom letzten Rennen? Die Strategie mit dem frühen Boxenstopp fand ich mutig, aber am Ende hat sie sich ausgezahlt.',
        'die neue Saison steht vor der Tür. Wer ist euer Favorit? Ich tippe auf einen engen Kampf zwischen den ersten drei Teams.',
      ],
      answers: [
        'Die Reifenstrategie war entscheidend. Wer auf einen Stopp gesetzt hat, lag klar vorne.',
        'Ich finde, das Reglement macht das Feld endlich enger. Die Rennen sind deutlich spannender geworden.',
        'Das Qualifying hat schon gezeigt, wohin die Reise geht. Im Rennen war dann nur noch die Frage, wer Zweiter wird.',
        'Für mich war der Fahrer des Tages klar der, der von Platz 14 bis in die Punkte gefahren ist.',
      ],
      solutions: ['Spannende Diskussion, danke euch! Ich bin gespannt aufs nächste Wochenende.'],
    },
  ],
  dialog: [
    {
      titles: ['Euer erstes Auto?', 'Was fahrt ihr im Alltag?', 'Lieblingsstrecke für eine Sonntagsausfahrt'],
      questions: [
        'mich würde mal interessieren, was euer erstes Auto war und was ihr damit erlebt habt. Bei mir war es ein alter Kombi mit 60 PS, der mich nie im Stich gelassen hat.',
        'welche Strecke fahrt ihr am liebsten, wenn ihr einfach mal eine Runde drehen wollt? Ich bin gern im Schwarzwald unterwegs.',
      ],
      answers: [
        'Mein erstes Auto war ein Corsa A mit 45 PS. Heizung ging nur auf Stufe vier, aber ich habe ihn geliebt.',
        'Die B500 im Schwarzwald ist ein Traum, vor allem unter der Woche, wenn wenig los ist.',
        'Bei mir war es ein Golf 2 Diesel. Langsam, aber unkaputtbar.',
        'Die Eifel! Kleine Straßen, wenig Verkehr und hinterher ein Kaffee in der Nähe vom Ring.',
      ],
      solutions: ['Schöne Geschichten, danke fürs Teilen!'],
    },
  ],
  feedback: [
    {
      titles: [
        'Benachrichtigungen kommen doppelt',
        'Vorschlag: Dunkles Design für die App',
        'Wie ändere ich meinen Avatar?',
      ],
      questions: [
        'seit ein paar Tagen bekomme ich jede Benachrichtigung per Mail doppelt. Geht das noch jemandem so?',
        'wie kann ich meinen Avatar ändern? Ich finde die Einstellung nicht.',
      ],
      answers: [
        'Das geht in den Einstellungen unter Profil, dort kannst du ein Bild hochladen und zuschneiden.',
        'Bei mir war das auch so, nach dem Abmelden und erneuten Abonnieren war es behoben.',
        'Danke für den Hinweis, wir schauen uns das an.',
      ],
      solutions: ['Hat geklappt, danke!'],
    },
  ],
}

/** Stickies that open boards ("Bitte zuerst lesen"). */
export const STICKY_TITLES = [
  'Bitte zuerst lesen: So stellst Du Fragen, die beantwortet werden',
  'Wichtig: Forenregeln und Hinweise zum Posten',
]
export const STICKY_TEXT =
  'Willkommen im Forum!\n\nDamit Dir schnell geholfen werden kann, nenne bitte immer Modell, Baujahr, Motor und Kilometerstand. Beschreibe, was Du schon geprüft hast, und nutze eine aussagekräftige Überschrift.\n\nBitte beachte die Beitragsregeln: freundlich bleiben, beim Thema bleiben, keine Werbung.\n\nViel Spaß und allzeit gute Fahrt!'

const NAME_PARTS_A = [
  'Golf',
  'Diesel',
  'Schrauber',
  'Turbo',
  'Benzin',
  'Kombi',
  'Vmax',
  'Tuning',
  'Oldie',
  'Kurven',
  'Ring',
  'Alpen',
  'Boxer',
  'V8',
  'Quattro',
  'Cabrio',
  'Bulli',
  'Touren',
  'Motor',
  'Kolben',
  'Ventil',
  'Zylinder',
  'Allrad',
  'Heckantrieb',
]
const NAME_PARTS_B = [
  'fahrer',
  'fan',
  'freund',
  'junkie',
  'papst',
  'liebhaber',
  'pilot',
  'meister',
  'doc',
  'schrauber',
  'held',
  'ritter',
]
const FIRST_NAMES = [
  'Klaus',
  'Jürgen',
  'Sabine',
  'Thomas',
  'Stefan',
  'Andreas',
  'Michael',
  'Petra',
  'Markus',
  'Frank',
  'Tobias',
  'Julia',
  'Sven',
  'Dirk',
  'Anja',
  'Uwe',
  'Jens',
  'Kai',
  'Lena',
  'Timo',
  'Marco',
  'Nina',
  'Holger',
  'Björn',
]
const PLACES = [
  'Ruhrpott',
  'Bayern',
  'Hamburg',
  'Eifel',
  'Allgäu',
  'Sachsen',
  'Pfalz',
  'Berlin',
  'Köln',
  'Nordsee',
  'Harz',
  'Schwaben',
]
const CODES = ['E46', 'W124', 'B5', '8P', 'MK4', 'GTI', 'TDI', 'R32', 'E30', 'T4', 'GT3', 'RS']

export const USERNAME_PATTERNS: ((pick: <T>(list: readonly T[]) => T, n: number) => string)[] = [
  (pick) => `${pick(NAME_PARTS_A)}${pick(NAME_PARTS_B)}`,
  (pick, n) => `${pick(FIRST_NAMES)}${n % 100}`,
  (pick) => `${pick(CODES)}_${pick(FIRST_NAMES)}`,
  (pick) => `${pick(FIRST_NAMES)}_aus_${pick(PLACES)}`,
  (pick, n) => `${pick(NAME_PARTS_A)}-${pick(FIRST_NAMES)}${(n % 9) + 1}`,
  (pick) => `${pick(CODES)}${pick(NAME_PARTS_B)}`,
]

export const ABOUT_ME = [
  'Fahre seit 20 Jahren alles, was vier Räder hat. Schraube am liebsten selbst.',
  'Kfz-Mechatroniker aus Leidenschaft.',
  'Pendler, Familienvater, Dieselfahrer.',
  'Im Sommer auf zwei Rädern, im Winter auf vier.',
  '',
  '',
]

export const BLOG_TITLES = [
  'Mein Langzeittest: 100.000 km im {line}',
  'Roadtrip über die Alpenpässe',
  'Winterfest in zehn Schritten',
  'Warum ich wieder einen Handschalter fahre',
  'Erfahrungsbericht: Ein Jahr elektrisch',
  'Restauration Teil 3: Endlich Farbe',
  'Die schönsten Motorradstrecken im Schwarzwald',
  'Was kostet ein Auto wirklich? Meine Vollkostenrechnung',
  'Reifenwechsel selbst gemacht',
  'Mit dem Wohnmobil ans Nordkap',
]

export const TEST_TITLES = [
  '{brand} {line} im Test',
  'Fahrbericht {brand} {series}',
  '{brand} {line} {engine}: Alltagstest',
]
