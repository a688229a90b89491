import { label, type LabelledSearch } from './label';

/**
 * HELD-OUT everyday searches: the short words members type into a diary's food search (one or two
 * words, with or without accents, plurals, a few common typos, words that also start compounds or
 * dishes), where only the plain everyday food is a right first result. Written by someone who never
 * saw the search's ranking rules (lexicon, costs) nor any of its results, from the reference food
 * tables' names alone, and committed before its first run. Never tune against it: add a failing case
 * to tuning.ts instead, and write new held-out searches.
 */
export const HELD_OUT_EVERYDAY: LabelledSearch[] = [
  label('en', 'apple', 'apples?', {
    also: 'must|sauce|pie|crumble|cider|vinegar|horseradish|baked|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'apples', 'apples?', {
    also: 'must|sauce|pie|crumble|cider|vinegar|horseradish|baked|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'pear', 'pears?', {
    also: 'prickly|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'grapes', 'grapes?', {
    also: 'seed|raisins?|must|leaves|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'lemon', 'lemons?', {
    also: 'peel|zest|curd|balm|grass|lemonade|tea|sole|concentrate|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'peach', 'peach(es)?', {
    also: 'compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'pineapple', 'pineapples?', {
    also: 'compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'cherries', 'cherr(y|ies)', {
    also: 'tomato(es)?|glace|compote|jelly|pastry|tortes|filling|strudel|candied|punch|nectar|sherbet|sorbet|souffle|biscuits?|brittle|cookies?|macaroons?|melba|helene|yogurt|cream|canned|syrup|butter',
  }),
  label('en', 'potato', 'potato(es)?', {
    also: 'crisps|chips|mashed|croquettes?|dumplings?|sweet|pancakes?|wedges|fries|rosti|gnocchi|starch|flakes|crescent|goulash|noodles|product|sticks|waffles|balls',
  }),
  label('en', 'potatos', 'potato(es)?', {
    also: 'crisps|chips|mashed|croquettes?|dumplings?|sweet|pancakes?|wedges|fries|rosti|gnocchi|starch|flakes|crescent|goulash|noodles|product|sticks|waffles|balls',
  }),
  label('en', 'cauliflower', 'cauliflowers?', { also: 'cheese|gratinated|soup' }),
  label('en', 'cabbage', '(white |green )?cabbage', {
    also: 'red|chinese|savoy|pointed|sauerkraut|rolls?|coleslaw',
  }),
  label('en', 'lettuce', 'lettuce', { also: 'lamb s' }),
  label('en', 'mushrooms', '(button |white )?mushrooms?', {
    also: 'canned|cream|oyster|shiitake|ragout|filled|gratinated',
  }),
  label('en', 'courgette', 'courgettes?|zucchinis?'),
  label('en', 'rice', '(white )?rice', {
    also: 'cakes?|crackers?|milk|noodles|pudding|wild|brown|vinegar|flakes|puffed|waffles?|ball|grits|ham|filling|candied',
  }),
  label('en', 'egg', '(chicken )?eggs?( whole)?( chicken)?', {
    also: 'white|yolk|noodles|liqueur|pasta|quail|duck|goose|scrambled|omelette|substitute|nog|added|soups?',
  }),
  label('en', 'eggs', '(chicken )?eggs?( whole)?( chicken)?', {
    also: 'white|yolk|noodles|liqueur|pasta|quail|duck|goose|scrambled|omelette|substitute|nog|added|soups?',
  }),
  label('en', 'chicken', 'chicken', {
    also: 'nuggets?|egg|eggs|curry|wings? breaded|tikka|kebab|stock|liver|soup|boiled with|sausage|spread',
  }),
  label('en', 'chiken', 'chicken', {
    also: 'nuggets?|egg|eggs|curry|tikka|kebab|stock|liver|soup|boiled with|sausage|spread',
  }),
  label('en', 'cheese', 'cheese', {
    also: 'cake|cakes?|spread|sauce|straws?|casserole|cream|processed|fondue|white bread',
  }),
  label('en', 'cheddar', '(cheese )?cheddar', { also: 'sauce|light' }),
  label('en', 'butter', 'butter', {
    allow: ['fat'],
    also: 'milk|cookies?|croissant|cake|cream|beans?|nut|scotch|half fat|ghee|clarified|biscuits?|sauce|potatoes|rusk|product|choice|dumplings|yogurt',
  }),
  label('en', 'cream', '(single |double |whipping |fresh )?cream', {
    allow: ['fat'],
    also: 'cheese|crackers?|puffs?|liqueur|sauce|soup|ice|sour|creme|dessert|sweetened|caramel|chocolate|custard|eclairs|pralines|slice|of|potatoes|dumplings|dressing|substitute|torte|waffle|product|whipped|sugar',
  }),
  label('en', 'coffee', 'coffee( beverage| brewed| infusion)?', {
    also: 'creamer|whitener|beans?|ground|instant|powder|milk|cake|liqueur|cappuccino|latte|decaffeinated|substitute|grounds|cream',
  }),
  label('en', 'tea', '(black |green )?tea', {
    also: 'cake|cakes|biscuits?|iced|leaves|powder|instant|herbal|fruit|peppermint|camomile|chamomile',
  }),
  label('en', 'honey', 'honey', { also: 'dew|honeydew|melon|cake' }),
  label('en', 'almonds', 'almonds?', {
    also: 'milk|paste|butter|drink|marzipan|flour|flakes|croissant|oil|biscuits?|brittle|pesto|sugar|coated',
  }),
  label('en', 'peanuts', 'peanuts?', {
    also: 'butter|oil|flips|snack|sauce|coated|chocolate|biscuits|brittle|curls|puffs',
  }),
  label('en', 'hazelnuts', 'hazelnuts?', {
    also: 'spread|paste|butter|oil|chocolate|cream|balls|biscuits|brittle|cookies?|danish|macaroons?|pastry|sugar|coated',
  }),
  label('en', 'cod', '(atlantic )?cod', {
    also: 'liver|roe|smoked|breaded|salted|dried|fish fingers?|batter',
  }),
  label('en', 'shrimp', '(shrimps?|prawns?)', { also: 'cocktail|crackers?|paste|breaded|canned|brine' }),
  label('en', 'lentils', '(red |green |brown )?lentils?', { also: 'soup|curry|dhal|dal|canned|bolognese' }),
  label('en', 'ham', '(cooked |boiled )?ham', {
    also: 'burger|hamburger|sausage|salad|croquettes?|spread|cheese|aspic|bologna|brawn|crescent|roll',
  }),
  label('en', 'chocolate', '(dark |plain |milk )?chocolate', {
    also: 'butter|macaroons|decorations|fondant|gingerbread|icing|cream|mousse|spread|cake|biscuits?|cookies?|bar|drink|pudding|sauce|ice|cereal|muffins?|croissant|filled|coated|chips|sprinkles|flakes|pralines?|truffles?|eclairs?|confectionery|covered',
  }),
  label('en', 'sugar', '(white )?sugar', {
    also: 'beet|peas?|snap|cane|brown|icing|syrup|substitute|coated|free|vanilla|candy|maple|beads|sprinkles|filling|loaf|chicory|butter',
  }),
  label('en', 'watermelon', 'water ?melons?'),
  label('en', 'porridge oats', '(porridge )?oats?( flakes| rolled| porridge)?|rolled oats|oat flakes', {
    also: 'bran|milk|drink|biscuits?|cookies?|bar|flour|malt|whole grain',
  }),

  label('fr', 'poire', 'poires?', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au|belle|helene|williams liqueur|eau de vie',
  }),
  label('fr', 'raisin', 'raisins?', {
    also: 'sec|secs|sultanine|corinthe|pain|conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au',
  }),
  label('fr', 'citron', 'citrons?', {
    also: 'specialite|diluer|zeste|ecorce|meringuee|conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au',
  }),
  label('fr', 'peche', 'peches?', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au|melba',
  }),
  label('fr', 'pêches', 'peches?', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au|melba',
  }),
  label('fr', 'ananas', 'ananas', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au',
  }),
  label('fr', 'cerises', 'cerises?', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au|griottes?|kirsch|acerola',
  }),
  label('fr', 'pommes de terre', 'pommes? de terre', {
    also: 'chips|frites|puree|sautees|dauphine|noisettes|rissolees|gratin|duchesse|croquettes?|galettes?|flocons|fecule|salade|farcie',
  }),
  label('fr', 'chou-fleur', 'chou fleur', { also: 'gratin|creme|sauce' }),
  label('fr', 'chou fleur', 'chou fleur', { also: 'gratin|creme|sauce' }),
  label('fr', 'salade verte', '(salade verte|laitue)', {
    allow: ['salade'],
    also: 'composee|vinaigrette|mer',
  }),
  label('fr', 'champignons', 'champignons?( de paris)?', {
    also: 'noir|shiitake|a la grecque|appertise|cuisine',
  }),
  label('fr', 'courgette', 'courgettes?', { also: 'farcie|gratin|beignet' }),
  label('fr', 'riz', 'riz( blanc)?', {
    also: 'casimir|soufle|souffle|gateau|galette|au lait|creme|sauvage|cantonais|complet|rouge|noir|vinaigre|boisson|lait|poudre',
  }),
  label('fr', 'oeuf', 'oeufs?( de poule)?', {
    also: 'dinde|cabillaud|brouilles?|gelee|jambon|fromage|blanc|jaune|caille|cane|oie|brouille|omelette|neige|lump|lompe|saumon|poisson|mayonnaise|cocotte|meurette|truite|a la|dur mayonnaise',
  }),
  label('fr', 'oeufs', 'oeufs?( de poule)?', {
    also: 'dinde|cabillaud|brouilles?|gelee|jambon|fromage|blanc|jaune|caille|cane|oie|brouille|omelette|neige|lump|lompe|saumon|poisson|mayonnaise|cocotte|meurette|truite|a la|dur mayonnaise',
  }),
  label('fr', 'poulet', 'poulet', {
    also: 'nuggets?|cordon|roti farci|curry|tikka|basquaise|yassa|kebab|emince|nems|aile panee|cuisse panee|fond|foie|gesier|coeur|croquettes?|au|a la|sauce|tajine|colombo',
  }),
  label('fr', 'fromage', 'fromages?', {
    also: 'fondu|a tartiner|blanc|frais aux|tarte|feuillete|souffle|croque|gratin|raclette|fondue|pizza|sauce|quiche|blanc aromatise',
  }),
  label('fr', 'emmental', 'emmentals?', { also: 'rape|allege|fondu' }),
  label('fr', 'beurre', 'beurre', {
    also: 'arachides?|cacahuete|cacao|karite|amandes?|noisettes?|rotir|choix|cuisine|fromagerie|mi gras|allege|assimile allege|clarifie|concentre|sauce|ail|persil|escargot|biscuit|petit|galette|croissant|brioche|caramel',
  }),
  label('fr', 'crème fraîche', 'creme (de lait|fraiche|entiere)', {
    also: 'legere|allegee|dessert|glacee|brulee|caramel|chocolat|vanille|patissiere|anglaise|marron|soupe|cafe|coco|soja|avoine|riz|amande',
  }),
  label('fr', 'creme fraiche', 'creme (de lait|fraiche|entiere)', {
    also: 'legere|allegee|dessert|glacee|brulee|caramel|chocolat|vanille|patissiere|anglaise|marron|soupe|cafe|coco|soja|avoine|riz|amande',
  }),
  label('fr', 'café', 'cafe', {
    allow: ['sucre'],
    also: 'au lait|creme|cappuccino|latte|decafeine|poudre|soluble|moulu|grain|liegeois|eclair|glace|liqueur|chicoree|viennois|frappe|dessert',
  }),
  label('fr', 'cafe', 'cafe', {
    allow: ['sucre'],
    also: 'au lait|creme|cappuccino|latte|decafeine|poudre|soluble|moulu|grain|liegeois|eclair|glace|liqueur|chicoree|viennois|frappe|dessert',
  }),
  label('fr', 'thé', 'the( noir| vert)?', {
    allow: ['sucre'],
    also: 'froid|feuille|glace|boisson|aromatise|menthe|poudre|lait|chai|rooibos',
  }),
  label('fr', 'miel', 'miel', { also: 'pain|epices|nougat|bonbon|moutarde|vinaigre|gateau' }),
  label('fr', 'amandes', 'amandes?', {
    also: 'grillee salee|lait|boisson|pate|poudre|effilee|sucree|dragee|chocolat|enrobee|croissant|tuile|biscuit|calisson|nougat|massepain|puree|beurre|frangipane|financier',
  }),
  label('fr', 'cacahuètes', '(cacahuetes?|arachides?)', {
    also: 'beurre|pate|puree|enrobee|chocolat|huile|biscuit|souffle|soufle|aperitif',
  }),
  label('fr', 'cabillaud', 'cabillaud', {
    also: 'pane|fume|sale|foie|oeufs|brandade|surimi|poisson pane|frit|beignet',
  }),
  label('fr', 'crevettes', 'crevettes?', {
    also: 'beignet|cocktail|chips|pane|frite|surimi|nems|sauce|curry',
  }),
  label('fr', 'lentilles', 'lentilles?', {
    also: 'saucisse|salade|cuisinee|appertisee|conserve|curry|dhal|soupe|petit sale',
  }),
  label('fr', 'jambon', 'jambon( cuit| blanc)?', {
    also: 'cru|fume|sec|beurre|fromage|croque|crepe|endive|quiche|pizza|feuillete|persille|macedoine|tranche panee|sandwich|cordon',
  }),
  label('fr', 'chocolat', 'chocolat( noir| au lait| a croquer| blanc)?', {
    also: 'fourre|barre|bonbon|boisson|poudre|mousse|creme|eclair|gateau|pain|biscuit|cookie|glace|patisserie|liegeois|pate|fondant|brownie|muffin|chaud|cereales?|confiserie|praline|nappage|fondu|dessert|flan|lait chocolate|au lait entier boisson|de couverture|enrobe|truffe|croissant|viennoiserie|tablette fourree|amandes|noisettes|riz souffle',
  }),
  label('fr', 'sucre', 'sucre( blanc)?', {
    allow: ['sucre'],
    also: 'allege|roux|canne|glace|vanille|vanilline|sirop|candi|perle|inverti|de raisin|de coco|d erable|substitut|edulcorant|complet|pour confiture|gelifiant|orge|pomme|tarte|cuit',
  }),
  label('fr', 'pasteque', 'pasteques?'),
  label('fr', "flocons d'avoine", '(flocons? d avoine|avoine flocons?)', {
    also: 'cuits? au lait|muesli|biscuit|barre|galette|boisson|lait|son',
  }),
  label('fr', 'the', 'the( noir| vert)?', {
    allow: ['sucre'],
    also: 'froid|feuille|glace|boisson|aromatise|menthe|poudre|lait|chai|rooibos',
  }),
  label('fr', 'poires', 'poires?', {
    also: 'conserve|sechee|seche|compote|gelee|confit|confite|sirop|appertise|appertisee|nectar|sorbet|yaourt|creme|clafoutis|crumble|chausson|beignet|tartelette|au|belle|helene|williams liqueur|eau de vie',
  }),
  label('fr', 'haricots verts', 'haricots? verts?', { also: 'appertise|conserve|lardons|beurre' }),
  label('fr', 'dinde', 'dinde', {
    also: 'cordon|pane|panee|roti farci|jambon|blanc de dinde fume|saucisse|escalope panee|nuggets?|oeuf|cuisinee|sauce|au|a la',
  }),
  label('fr', 'clémentine', 'clementines?', { also: 'conserve|sirop|jus' }),

  label('de', 'Apfel', '(apfel|apfe)', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|streuselkuchen|mangomus|mohntorte|quarktorte|bananen|birnen|mango|mohn|selleriesalat|wein|getrocknet|essig|schorle|wein|chips|ringe',
  }),
  label('de', 'Äpfel', '(apfel|apfe)', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|streuselkuchen|mangomus|mohntorte|quarktorte|bananen|birnen|mango|mohn|selleriesalat|wein|getrocknet|essig|schorle|wein|chips|ringe',
  }),
  label('de', 'Birne', 'birnen?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|helene|getrocknet|schnaps|dicksaft',
  }),
  label('de', 'Trauben', '(wein|tafel)?trauben?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|rosinen|kern|most|zucker',
  }),
  label('de', 'Zitrone', 'zitronen?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|schale|melisse|gras|limonade|tee|sauce|dressing|marinade|herzen',
  }),
  label('de', 'Pfirsich', 'pfirsiche?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|melba|maracuja|fruchtnektar|nektarschorle|maracujanektarschorle',
  }),
  label('de', 'Ananas', 'ananas', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|kranz',
  }),
  label('de', 'Kirschen', '(suss|sauer)?kirschen?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|wasser|tomaten?|acerola|belegkirsche',
  }),
  label('de', 'Aprikosen', 'aprikosen?|marillen?', {
    also: 'kompott|konserve|gezuckert|kandiert|geschwefelt|nektar|gelee|marmelade|strudel|streusel|schlafrock|plunder|quark|joghurt|creme|sahne|ausbackteig|fruchtsaft|mit|im|in|kaltschale|grutze|sorbet|torten|gebäck|geback|mischung|kerne?|knodel|getrocknet|sahnetorte',
  }),
  label('de', 'Kartoffeln', 'kartoffeln?', {
    also: 'gemusecremesuppe|puree|pufferr?|puffer|klosse|knodel|chips|pommes|gratin|eintopf|suppe|salat|kuchen|rosti|kroketten|teig|nudeln|stock|starke|mehl|flocken|karotten|gemuse|mit|in|bratkartoffeln|als pellkartoffeln|waffeln|taschen|spalten|wedges|plätzchen|platzchen|pfanne',
  }),
  label('de', 'Kartofeln', 'kartoffeln?', {
    also: 'gemusecremesuppe|puree|pufferr?|puffer|klosse|knodel|chips|pommes|gratin|eintopf|suppe|salat|kuchen|rosti|kroketten|teig|nudeln|stock|starke|mehl|flocken|karotten|gemuse|mit|in|bratkartoffeln|als pellkartoffeln|waffeln|taschen|spalten|wedges|plätzchen|platzchen|pfanne',
  }),
  label('de', 'Blumenkohl', 'blumenkohl', {
    also: 'mit|in|uberbacken|gratiniert|suppe|creme|polonaise|paniert',
  }),
  label('de', 'Kopfsalat', '(kopf|blatt|eisberg)salat', {
    allow: ['salat'],
    also: 'mit|dressing|marinade|in',
  }),
  label('de', 'Champignons', 'champignons?', {
    also: 'mit|in|rahm|sauce|gefullt|konserve|creme|suppe|paniert|ragout',
  }),
  label('de', 'Zucchini', 'zucchini', {
    also: 'auberginensauce|mit|in|gefullt|uberbacken|puffer|gratiniert|paniert|suppe|creme',
  }),
  label('de', 'Reis', 'reis( weiss| poliert| parboiled| langkorn| basmati)?', {
    also: 'mit|grieß|griess|kleie|gepufft|waffel|waffeln|milch|drink|pudding|auflauf|flocken|sirup|essig|wein|fleisch|salat|pfanne|kuchen|wild|vollkorn|naturreis|kasimir|casimir|rund|milchreis|gedunstet mit',
  }),
  label('de', 'Ei', '(huhner)?ei(er)?( ganz)?', {
    also: 'eigelb|eiklar|einlauf|teigwaren|frischteigwaren|pulver|likor|salat|mit|im|russisch|uberbacken|wachtel|enten|ganse|puten|getrocknet|ersatz|nudeln|spatzle',
  }),
  label('de', 'Eier', '(huhner)?ei(er)?( ganz)?', {
    also: 'eigelb|eiklar|einlauf|teigwaren|frischteigwaren|pulver|likor|salat|mit|im|russisch|uberbacken|wachtel|enten|ganse|puten|getrocknet|ersatz|nudeln|spatzle',
  }),
  label('de', 'Hähnchen', '(hahnchen|huhn|hahnchenbrust|brathahnchen)', {
    also: 'nuggets?|ei|eier|curry|frikassee|mit|in|paniert|schenkel paniert|wings paniert|doner|kebab|bruhe|suppe|leber|herz|magen|wurst|aufschnitt|schinken|salat|sulze|fett|haut',
  }),
  label('de', 'Hahnchen', '(hahnchen|huhn|hahnchenbrust|brathahnchen)', {
    also: 'nuggets?|ei|eier|curry|frikassee|mit|in|paniert|schenkel paniert|wings paniert|doner|kebab|bruhe|suppe|leber|herz|magen|wurst|aufschnitt|schinken|salat|sulze|fett|haut',
  }),
  label('de', 'Butter', '(butter|susrahmbutter|sussrahmbutter|sauerrahmbutter|suessrahmbutter)', {
    also: 'milch|keks|kekse|kuchen|creme|cremetorte|croissant|gebäck|brezel|streusel|schmalz|reinfett|zubereitung|halbfett|dreiviertelfett|fettstufe|brot|gemuse|kartoffeln|nudeln|sauce|knodel|mit|zimt|fullung',
  }),
  label('de', 'Sahne', '(schlag)?sahne', {
    also: 'dressing|eclairs|kase|kasesauce|meerrettich|schinkensauce|windbeutel|torte|gesusst|gelatine|likor|sauce|pudding|joghurt|quark|creme|saure|sauer|ersatz|eis|bonbon|karamell|toffee|kakao|kaffee|pulver|spray|steif',
  }),
  label('de', 'Tee', '(schwarz|grun|gruner )?tee', {
    allow: ['getrank'],
    also: 'mit|alkohol|gebäck|geback|kekse|gebackenes|blatter|pulver|eistee|instant|wurst|kuchen|extrakt',
  }),
  label('de', 'Honig', 'honig', {
    also: 'kuchen|lebkuchen|melone|senf|mit|likor|wein|met|brot|bonbon|waffel',
  }),
  label('de', 'Mandeln', 'mandeln?', {
    also: 'gebrannt|dragiert|marzipan|donuts|zitronen|herzen|milch|drink|mus|mehl|ol|krokant|splitter|blattchen|kekse|makronen|hornchen|gebäck|schokolade|creme|likor|bitter|gemahlen|geröstet mit|gerostet mit',
  }),
  label('de', 'Erdnüsse', 'erdnuss(e|kerne)?', {
    also: 'flips|krokant|teigmantel|butter|creme|mus|ol|snack|schokolade|dragiert|kekse|sauce|locken',
  }),
  label('de', 'Haselnüsse', 'haselnuss(e|kerne)?', {
    also: 'gebrannt|dragiert|dreispitz|krokant|schokolade|brotaufstrich|creme|mus|ol|makronen|kekse|gebäck|ecken|torte|nougat|likor|plätzchen|platzchen|stange|gemahlen',
  }),
  label('de', 'Kabeljau', 'kabeljau|dorsch', {
    also: 'mit|auf|im|in|backteig|paniert|fischstabchen|filet paniert|gerauchert|gesalzen|getrocknet|stockfisch|leber|rogen',
  }),
  label('de', 'Garnelen', 'garnelen?|krabben|shrimps?|nordseekrabben', {
    also: 'cocktail|salat|mit|in|paniert|chips|cracker|sauce|konserve|frittiert',
  }),
  label('de', 'Linsen', '(rote |gelbe |braune )?linsen?', {
    also: 'mit|in|bolognese|eintopf|suppe|salat|curry|dal|konserve|spatzle|bratling|mehl|nudeln',
  }),
  label('de', 'Schinken', '(koch|roh|hinter|vorder)?schinken( gekocht| roh)?', {
    also: 'kasepastete|kase|sulze|pastete|wurst|nudeln|spicker|sauce|mit|in|croissant|hornchen|salat|fleckerl|fleckerln|pizza|toast|rollchen|speck|spatzle',
  }),
  label(
    'de',
    'Schokolade',
    '(zartbitter|vollmilch|bitter|milch)?schokolade(n)?( dunkel| bitter| weiss| zartbitter| vollmilch| mit milch)?',
    {
      also: 'haselnussmakronen|muffins|nusstorte|schaumkusse|schaumkuss|biskuitplatzchen|dekor|dragees|griessflammeri|grießpudding|cookies|makronen|kuchen|torte|creme|pudding|getrank|drink|eis|mousse|kekse|riegel|streusel|raspel|glasur|uberzug|fullung|gefullt|mit|sauce|aufstrich|milch getrank|trunk|crossies|plätzchen|platzchen|muffin|brownie|croissant|kusse|kuss|nuss|haselnuss|nougat|reis',
    },
  ),
  label('de', 'Zucker', 'zucker( weiss| raffinade)?', {
    also: 'braun|kandis|rohzucker|vanille|vanillin|puder|hagel|streusel|rube|rubensirup|sirup|schoten|erbsen|mais|melone|watte|guss|glasur|couleur|ersatz|austausch|butter|zimt|fullung|gelier|frei|arm|reduziert|hut|perlen|kulor|karamell|rohr|kokos|trauben|frucht|palm|ahorn|birken',
  }),
  label('de', 'Wassermelone', 'wassermelonen?', { also: 'kerne|saft' }),
  label('de', 'Haferflocken', 'haferflocken( zart| kernig| blatt)?', {
    also: 'gesusst|ungesusst|mit|nussplatzchen|platzchen|kekse|riegel|brei|drink|milch|muesli|musli|kuchen|bratling',
  }),
  label('de', 'Quark', '(speise|mager)?quark', {
    also: 'frucht|plunder|vollkornplunder|grieß|griess|auflauf|konfiture|meerrettich|mokka|creme|mit|torte|kuchen|kaulchen|keulchen|strudel|tasche|taschen|dessert|speise|nocken|knodel|krauter|kräuter|dressing|sahne|joghurt|ol|blatterteig|brot|stollen|brotchen',
  }),
  label('de', 'Gouda', '(kase )?gouda', { also: 'gerieben|scheiben|light|geraucht|krauter|kräuter|mit' }),
  label('de', 'Emmentaler', '(kase )?emmentaler', { also: 'gerieben|light|mit|aoc fondue' }),
  label('de', 'Forelle', 'forellen?', {
    also: 'blau|gerauchert|gesalzen|mullerinart|paniert|mehliert|filet gerauchert|mit|in|kaviar|rogen|mousse|creme',
  }),

  label('nl', 'appel', 'appels?', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|moes|appelmoes|flap|taart|gebak|beignet|rozijnen|stroop|chips|crumble|azijn|cider',
  }),
  label('nl', 'appels', 'appels?', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|moes|appelmoes|flap|taart|gebak|beignet|rozijnen|stroop|chips|crumble|azijn|cider',
  }),
  label('nl', 'peer', 'peer|peren', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|stoof|stoofperen|hollandse',
  }),
  label('nl', 'druiven', 'druif|druiven', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|rozijnen|krenten|pitten',
  }),
  label('nl', 'citroen', 'citroen(en)?', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|schil|rasp|limonade|thee|gras|melisse|kwark',
  }),
  label('nl', 'perzik', 'perzik(en)?', {
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap',
  }),
  label('nl', 'kersen', 'kers(en)?', {
    allow: ['zoete'],
    also: 'siroop|blik|glas|gedroogd|geweekt|moes|compote|gekonfijt|vruchten|yoghurt|vla|kwark|jam|sap|tomaten|bonbon|likeur|cocktail',
  }),
  label('nl', 'aardappelen', 'aardappel(en|s)?', {
    also: 'zoete|product|puree|kroketten|frites|patat|chips|schijfjes|partjes|rosti|gratin|salade|stamppot|zetmeel|meel|vlokken|wedges|kroketjes|poffertjes|poeder',
  }),
  label('nl', 'aardappels', 'aardappel(en|s)?', {
    also: 'zoete|product|puree|kroketten|frites|patat|chips|schijfjes|partjes|rosti|gratin|salade|stamppot|zetmeel|meel|vlokken|wedges|kroketjes|poffertjes|poeder',
  }),
  label('nl', 'bloemkool', 'bloemkool|kool bloem', { also: 'kaassaus|saus|gratin|soep|roomsaus' }),
  label('nl', 'sla', '(krop|ijsberg)?sla( krop| ijsberg| gem)?', {
    also: 'salade|dressing|saus|rucola|veld|mol|rode|romaine|olie',
  }),
  label('nl', 'champignons', 'champignons?', { also: 'blik|glas|soep|saus|roomsaus|gevuld|paneer' }),
  label('nl', 'courgette', 'courgettes?', { also: 'soep|gevuld' }),
  label('nl', 'rijst', 'rijst( witte| parboiled)?', {
    also: 'noten|meergranen|zilvervlies|wafels?|crackers?|pap|pudding|melk|drink|koek|koekjes|nasi|gebakken|zoet|zetmeel|meel|bloem|vlokken|azijn|wijn|stroop|wilde|bruine',
  }),
  label('nl', 'ei', '(kippen)?ei(eren)?( kippen)?', {
    also: 'wit|dooier|geel|poeder|salade|likeur|advocaat|koek|koeken|noedels|kwartel|eend|gans|omelet|roerei|spiegelei|gevuld|huzarensalade',
  }),
  label('nl', 'eieren', '(kippen)?ei(eren)?( kippen)?', {
    also: 'wit|dooier|geel|poeder|salade|likeur|advocaat|koek|koeken|noedels|kwartel|eend|gans|omelet|roerei|spiegelei|gevuld|huzarensalade',
  }),
  label('nl', 'kip', 'kip(filet|pendijfilet|pendij|poot|pebout|penborst)?', {
    also: 'cordon|bleu|soep|gepaneerd|omhuld|beslag|vleeswaar|nuggets?|kerrie|pastei|salade|saté|sate|shoarma|doner|kebab|gehakt|ragout|tandoori|hot|wings|sticks|schnitzel|burger|worst|ei|eieren',
  }),
  label('nl', 'kipfilet', 'kip(filet)?', {
    also: 'cordon|bleu|soep|gepaneerd|omhuld|beslag|vleeswaar|nuggets?|kerrie|pastei|salade|saté|sate|shoarma|doner|kebab|gehakt|ragout|tandoori|hot|wings|sticks|schnitzel|burger|worst|ei|eieren',
  }),
  label('nl', 'boter', '(room)?boter', {
    also: 'chocolade|kruiden|knoflook|koek|koekje|koekjes|cake|ham|melk|bonen|hoorn|croissant|saus|ijs|letter|halvarine|smeersel|olie|ghee|ongezouten light|light|halfvol|margarine',
  }),
  label('nl', 'room', '(slag|kook)?room( slag| kook)?', {
    allow: ['vet'],
    also: 'zure|spuitbus|suiker|banketbakkers|koffie|kaas|boter|ijs|soesjes|soes|saus|soep|likeur|light|blue band|vervanger|plantaardig|finesse|geklopt',
  }),
  label('nl', 'slagroom', '(slag)?room( slag)?', {
    allow: ['vet'],
    also: 'zure|spuitbus|suiker|banketbakkers|koffie|kook|kaas|boter|ijs|soesjes|soes|saus|soep|likeur|light|blue band|vervanger|plantaardig|taart',
  }),
  label('nl', 'thee', '(zwarte |groene )?thee', {
    also: 'automaat|suiker|kruiden|oplos|poeder|gezoet|ijs|melk|koek|koekjes|biscuit|ice|rooibos|munt|vruchten',
  }),
  label('nl', 'honing', 'honing', { also: 'koek|drop|mosterd|dressing|saus|melk|meloen|wafel' }),
  label('nl', 'amandelen', 'amandel(en)?|noten amandelen', {
    also: 'spijs|melk|drink|pasta|koek|koekjes|meel|schaafsel|chocolade|gebrand|borstplaat|spijs m ei|broodje|boter',
  }),
  label('nl', "pinda's", 'pinda( s)?', {
    also: 'kaas|omhuld|chocolade|suiker|saus|sate|rotsjes|krokant|olie|borrelnoten|koekjes|chips|m ms',
  }),
  label('nl', 'pindas', 'pinda( s)?', {
    also: 'kaas|omhuld|chocolade|suiker|saus|sate|rotsjes|krokant|olie|borrelnoten|koekjes|chips|m ms',
  }),
  label('nl', 'hazelnoten', 'hazelno(ot|ten)|noten hazel', {
    also: 'pasta|chocolade|koek|koekjes|olie|melk|drink|pasta|crème|creme|smeer',
  }),
  label('nl', 'kabeljauw', 'kabeljauw(filet)?', {
    also: 'gepaneerd|beslag|lever|kuit|gerookt|gezouten|gedroogd|stokvis|vissticks|kibbeling|saus|in',
  }),
  label('nl', 'garnalen', 'garnaal|garnalen', {
    also: 'gedroogd|gezouten|cocktail|salade|kroket|kroketten|chips|kroepoek|saus|pasta|blik|in',
  }),
  label('nl', 'linzen', '(rode |groene |bruine )?linzen', {
    also: 'soep|curry|dahl|dal|burger|pasta|meel|salade',
  }),
  label('nl', 'ham', '(achter|schouder|boeren|beenham|been)?ham( achter| been| schouder)?', {
    also: 'rauwe|rauw|burger|kaas|croissant|prei|salade|rolletjes|worst|spek|pizza|tosti|kroket|hamburger|gerookte|parma|serrano|ganda',
  }),
  label('nl', 'chocolade', '(pure |melk|witte )?chocolade( puur| extra puur| melk| wit)?', {
    also: 'gevuld|suikerlaagje|m|hazelnoten|rozijnen|gepofte|karamel|rolo|mousse|pasta|hagelslag|vlokken|melk automaat|drink|drank|vla|koek|koekjes|cake|taart|ijs|reep|repen|bonbon|bonbons|paaseitjes|saus|pudding|muffin|croissant|broodje|letter|chips|hagel|pasta|melk halfvolle|melk volle|melk magere|poeder|hazelnootpasta',
  }),
  label('nl', 'suiker', 'suiker( kristal| witte| basterd witte| basterd)?', {
    also: 'riet|poeder|light|bruine|kandij|vanille|gelei|parel|klontjes|stroop|wafel|wafels|brood|bieten|meloen|erwten|mais|spin|vrij|klont|schijfjes|snoep|glazuur|pinda|pindas',
  }),
  label('nl', 'watermeloen', 'watermeloen|meloen water', { also: 'pitten|sap|ijs' }),
  label('nl', 'kwark', '(halfvolle |magere |volle )?kwark( halfvolle| magere| volle)?', {
    also: 'vruchten|vanille|danoontje|taart|bol|bollen|saus|dessert|lactosevrij|m|zoetstof|aardbei|perzik',
  }),
  label('nl', 'kalkoen', 'kalkoen(filet)?', {
    also: 'vleeswaar|gehakt|burger|worst|ham|filet gerookt|gerookte|schnitzel|pastei|rollade',
  }),
  label('nl', 'sperziebonen', '(sperzie)?bonen( sperzie)?', {
    also: 'blik|glas|kidney|bruine|witte|zwarte|tuin|snij|soja|mung|chili|cannellini|black|tomatensaus|salade|spek|in|gedroogd',
  }),
  label('nl', 'aardappel', 'aardappel(en|s)?', {
    also: 'zoete|product|puree|kroketten|frites|patat|chips|schijfjes|partjes|rosti|gratin|salade|stamppot|zetmeel|meel|vlokken|wedges|kroketjes|poffertjes|poeder',
  }),
];
