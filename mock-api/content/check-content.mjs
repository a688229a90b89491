// Checker for the QIS portal mock content (recipes, tips, bonus activities, categories).
// Plain Node, built-ins only. Usage: node mock-api/content/check-content.mjs [--data /work/shared/data] [--quiet]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const dataArgIdx = argv.indexOf('--data');
export const DATA_DIR =
  dataArgIdx >= 0 ? argv[dataArgIdx + 1] : process.env.QIS_DATA_DIR || '/work/shared/data';
const QUIET = argv.includes('--quiet');
export const LOCALES = ['en', 'fr', 'de', 'nl'];

// ---------- minimal delimited-file readers ----------

/** Split one line on `sep`; honours RFC-4180 quoting only when `quoted` is true (BLS CSV). */
export function splitLine(line, sep, quoted = false) {
  if (!quoted) return line.split(sep);
  const out = [];
  let cur = '';
  let inQ = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inQ) {
      if (c === '"') {
        if (line[i + 1] === '"') {
          cur += '"';
          i++;
        } else inQ = false;
      } else cur += c;
    } else if (c === '"' && cur === '') inQ = true;
    else if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function readRows(file, sep, quoted = false) {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return text
    .split(/\r?\n/)
    .filter((l) => l.length > 0)
    .map((l) => splitLine(l, sep, quoted));
}

/** Parse a table number ("12,5", "12.5"); anything else ("-", "", "traces", "< 0,5") -> null. */
export function num(v) {
  if (v == null) return null;
  const s = String(v).trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

/** Each source -> Map(code -> { code, name, kcal, groups: {...} }). Loaded lazily. */
const cache = {};
export function loadSource(source) {
  if (cache[source]) return cache[source];
  const m = new Map();
  if (source === 'ciqual') {
    const rows = readRows(join(DATA_DIR, 'ciqual-2020', 'Table Ciqual 2020_FR_2020 07 07.csv'), ';');
    const h = rows[0];
    const ix = (n) => h.indexOf(n);
    const iK = h.findIndex((c) => c.startsWith('Energie, Règlement UE') && c.includes('kcal'));
    const [iCode, iName, iG, iSG, iSSSG] = [
      'alim_code',
      'alim_nom_fr',
      'alim_grp_nom_fr',
      'alim_ssgrp_nom_fr',
      'alim_ssssgrp_nom_fr',
    ].map(ix);
    for (const r of rows.slice(1)) {
      const food = {
        code: r[iCode].trim(),
        name: r[iName],
        kcal: num(r[iK]),
        groups: { grp: r[iG].trim(), ssgrp: r[iSG].trim(), ssssgrp: r[iSSSG].trim() },
      };
      // CIQUAL 2020 lists a few codes twice (e.g. 9621); keep the row that has a kcal value.
      const prev = m.get(food.code);
      if (!prev || (prev.kcal == null && food.kcal != null)) m.set(food.code, food);
    }
  } else if (source === 'swiss') {
    const rows = readRows(join(DATA_DIR, 'swiss-fcdb-5.3', 'full-dataset.tsv'), '\t');
    const h = rows[0];
    const [iId, iD, iF, iE, iCat, iK] = ['ID', 'name D', 'name F', 'name E', 'category D', 'energy kcal'].map(
      (n) => h.indexOf(n),
    );
    for (const r of rows.slice(1)) {
      m.set(r[iId].trim(), {
        code: r[iId].trim(),
        name: `${r[iF]} | ${r[iD]} | ${r[iE]}`,
        kcal: num(r[iK]),
        groups: { category: r[iCat].trim() },
      });
    }
  } else if (source === 'bls') {
    const rows = readRows(join(DATA_DIR, 'bls-4.0', 'BLS_4_0_Daten_2025_DE_names_energy.csv'), ',', true);
    const h = rows[0];
    const iK = h.findIndex((c) => c.startsWith('ENERCC'));
    for (const r of rows.slice(1)) {
      m.set(r[0].trim(), {
        code: r[0].trim(),
        name: `${r[1]} | ${r[2]}`,
        kcal: num(r[iK]),
        groups: { code: r[0].trim() },
      });
    }
  } else if (source === 'nevo') {
    const rows = readRows(join(DATA_DIR, 'nevo-2023', 'NEVO2023_8.0.csv'), '|');
    const h = rows[0];
    const [iCode, iNl, iEn, iGrp, iK] = [
      'NEVO-code',
      'Voedingsmiddelnaam/Dutch food name',
      'Engelse naam/Food name',
      'Food group',
      'ENERCC (kcal)',
    ].map((n) => h.indexOf(n));
    for (const r of rows.slice(1)) {
      m.set(r[iCode].trim(), {
        code: r[iCode].trim(),
        name: `${r[iNl]} | ${r[iEn]}`,
        kcal: num(r[iK]),
        groups: { foodGroup: r[iGrp].trim() },
      });
    }
  } else throw new Error(`unknown source ${source}`);
  cache[source] = m;
  return m;
}

// ---------- helpers ----------

const errors = [];
const warnings = [];
const err = (m) => errors.push(m);
const warn = (m) => warnings.push(m);
const log = (...a) => {
  if (!QUIET) console.log(...a);
};

function readJson(rel) {
  const file = join(HERE, rel);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    err(`${rel}: ${e.code === 'ENOENT' ? 'missing' : 'invalid JSON: ' + e.message}`);
    return undefined;
  }
}

function checkLocales(obj, where, { maxLen } = {}) {
  if (!obj || typeof obj !== 'object') return err(`${where}: missing locale object`);
  for (const l of LOCALES) {
    const v = obj[l];
    if (typeof v !== 'string' || v.trim() === '') err(`${where}.${l}: missing or empty`);
    else if (maxLen && v.length > maxLen) err(`${where}.${l}: ${v.length} chars > ${maxLen}`);
  }
  const extra = Object.keys(obj).filter((k) => !LOCALES.includes(k));
  if (extra.length) warn(`${where}: unexpected keys ${extra.join(', ')}`);
}

/** Rough sentence count: splits after . ! ? … followed by a space and an upper-case letter or digit. */
export function sentences(text) {
  return text
    .trim()
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-ÞŒ0-9«"'])/u)
    .filter((s) => s.trim()).length;
}

const QIS = (kcal) => Math.round(kcal / 12);
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

// ---------- 1. recipes ----------

export const SLOTS = {
  morning: { min: 300, max: 550 },
  noon: { min: 450, max: 800 },
  evening: { min: 400, max: 750 },
  snack: { min: 100, max: 350 },
};
const SOURCES = ['ciqual', 'swiss', 'bls', 'nevo'];

export function recipeKcal(recipe) {
  let total = 0;
  for (const ing of recipe.ingredients) {
    const f = loadSource(ing.food.source).get(String(ing.food.code));
    total += (ing.grams * f.kcal) / 100;
  }
  return total / recipe.portions;
}

function checkRecipes() {
  const ids = new Set();
  const perSlot = {};
  for (const [slot, range] of Object.entries(SLOTS)) {
    const list = readJson(`recipes/${slot}.json`);
    if (!Array.isArray(list)) {
      if (list !== undefined) err(`recipes/${slot}.json: not an array`);
      continue;
    }
    if (list.length < 25) err(`recipes/${slot}.json: ${list.length} recipes, at least 25 required`);
    const rows = [];
    for (const [i, r] of list.entries()) {
      const where = `${slot}[${i}] ${r && r.id}`;
      let ok = true;
      if (typeof r.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.id)) {
        err(`${where}: id must be kebab-case`);
        ok = false;
      } else if (!r.id.startsWith(slot + '-')) err(`${where}: id must start with "${slot}-"`);
      if (ids.has(r.id)) err(`${where}: duplicate id`);
      ids.add(r.id);
      if (!Number.isInteger(r.portions) || r.portions < 1) {
        err(`${where}: portions must be a positive integer`);
        ok = false;
      }
      checkLocales(r.name, `${where}.name`);
      checkLocales(r.preparation, `${where}.preparation`);
      if (r.preparation)
        for (const l of LOCALES) {
          const n = typeof r.preparation[l] === 'string' ? sentences(r.preparation[l]) : 0;
          if (n && (n < 2 || n > 5)) warn(`${where}.preparation.${l}: ${n} sentences (2–5 expected)`);
        }
      if (!Array.isArray(r.ingredients) || r.ingredients.length === 0) {
        err(`${where}: no ingredients`);
        continue;
      }
      for (const [j, ing] of r.ingredients.entries()) {
        const w = `${where}.ingredients[${j}]`;
        const src = ing.food && ing.food.source;
        const code = ing.food && String(ing.food.code);
        if (!SOURCES.includes(src)) {
          err(`${w}: unknown source ${src}`);
          ok = false;
          continue;
        }
        const f = loadSource(src).get(code);
        if (!f) {
          err(`${w}: ${src} code ${code} not found`);
          ok = false;
        } else if (f.kcal == null) {
          err(`${w}: ${src} code ${code} (${f.name}) has no kcal`);
          ok = false;
        }
        if (typeof ing.grams !== 'number' || !(ing.grams > 0)) {
          err(`${w}: grams must be > 0`);
          ok = false;
        }
        checkLocales(ing.text, `${w}.text`);
      }
      if (!ok) continue;
      const kcal = recipeKcal(r);
      if (kcal < range.min || kcal > range.max)
        err(`${where}: ${kcal.toFixed(0)} kcal per portion outside ${range.min}–${range.max}`);
      rows.push({ id: r.id, portions: r.portions, kcal });
    }
    perSlot[slot] = rows;
  }

  log('\n== Recipes: kcal and QIS per portion');
  for (const [slot, rows] of Object.entries(perSlot)) {
    log(`\n-- ${slot} (${rows.length})`);
    log(`${pad('id', 48)} ${lpad('port.', 5)} ${lpad('kcal', 6)} ${lpad('QIS', 4)}`);
    for (const r of [...rows].sort((a, b) => a.kcal - b.kcal))
      log(`${pad(r.id, 48)} ${lpad(r.portions, 5)} ${lpad(r.kcal.toFixed(0), 6)} ${lpad(QIS(r.kcal), 4)}`);
  }
  const summary = {};
  log('\n-- kcal per portion by slot');
  log(`${pad('slot', 8)} ${lpad('n', 3)} ${lpad('min', 5)} ${lpad('mean', 5)} ${lpad('max', 5)}  allowed`);
  for (const [slot, rows] of Object.entries(perSlot)) {
    if (!rows.length) continue;
    const k = rows.map((r) => r.kcal);
    const s = {
      n: k.length,
      min: Math.min(...k),
      max: Math.max(...k),
      mean: k.reduce((a, b) => a + b, 0) / k.length,
    };
    summary[slot] = s;
    log(
      `${pad(slot, 8)} ${lpad(s.n, 3)} ${lpad(s.min.toFixed(0), 5)} ${lpad(s.mean.toFixed(0), 5)} ${lpad(s.max.toFixed(0), 5)}  ${SLOTS[slot].min}–${SLOTS[slot].max}`,
    );
  }

  // 4-slot day combinations: (morning+noon) x (evening+snack), counted with binary search.
  if (Object.keys(SLOTS).every((s) => perSlot[s] && perSlot[s].length)) {
    const [m, n, e, s] = Object.keys(SLOTS).map((k) => perSlot[k].map((r) => r.kcal));
    const A = m.flatMap((x) => n.map((y) => x + y));
    const Bs = e.flatMap((x) => s.map((y) => x + y)).sort((a, b) => a - b);
    const lower = (v) => {
      let lo = 0,
        hi = Bs.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (Bs[mid] < v) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const upper = (v) => {
      let lo = 0,
        hi = Bs.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (Bs[mid] <= v) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const total = A.length * Bs.length;
    const inRange = (lo, hi) => A.reduce((acc, a) => acc + upper(hi - a) - lower(lo - a), 0);
    const c = inRange(1800, 1952);
    const dayMin = Math.min(...m) + Math.min(...n) + Math.min(...e) + Math.min(...s);
    const dayMax = Math.max(...m) + Math.max(...n) + Math.max(...e) + Math.max(...s);
    log(`\n-- day combinations (one recipe per slot): ${total}`);
    log(`   day total range ${dayMin.toFixed(0)}–${dayMax.toFixed(0)} kcal`);
    log(`   within 1800–1952 kcal: ${c} (${((100 * c) / total).toFixed(1)} %)`);
    for (const [lo, hi] of [
      [1300, 1600],
      [1600, 1800],
      [1952, 2200],
      [2200, 2500],
    ])
      log(`   within ${lo}–${hi} kcal: ${inRange(lo, hi)}`);
    summary.combinations = { total, in1800to1952: c, dayMin, dayMax };
    if (c === 0) err('no day combination falls within 1800–1952 kcal');
  }
  return summary;
}

// ---------- 2. tips ----------

function checkTips() {
  const tips = readJson('tips.json');
  if (!Array.isArray(tips)) return;
  if (tips.length < 60) err(`tips.json: ${tips.length} tips, at least 60 required`);
  const ids = new Set();
  for (const [i, t] of tips.entries()) {
    const where = `tips[${i}] ${t.id}`;
    if (typeof t.id !== 'string' || !/^tip-[a-z0-9]+(-[a-z0-9]+)*$/.test(t.id))
      err(`${where}: id must be tip-kebab-case`);
    if (ids.has(t.id)) err(`${where}: duplicate id`);
    ids.add(t.id);
    checkLocales(t.title, `${where}.title`, { maxLen: 60 });
    checkLocales(t.body, `${where}.body`);
    if (t.body)
      for (const l of LOCALES) {
        const n = typeof t.body[l] === 'string' ? sentences(t.body[l]) : 0;
        if (n && (n < 2 || n > 4)) err(`${where}.body.${l}: ${n} sentences (2–4 expected)`);
      }
  }
  log(`\n== Tips: ${tips.length}`);
  return tips.length;
}

// ---------- 3. bonus activities ----------

export function loadCompendium() {
  const rows = readRows(join(DATA_DIR, 'compendium-2011', 'compendiumofphysicalactivities.csv'), '|');
  const m = new Map();
  for (const r of rows.slice(2)) {
    const code = (r[4] || '').trim();
    if (code)
      m.set(code, { code, met: num(r[5]), description: (r[6] || '').trim(), category: (r[7] || '').trim() });
  }
  return m;
}

function checkActivities() {
  const acts = readJson('bonus-activities.json');
  if (!Array.isArray(acts)) return;
  if (acts.length < 30) err(`bonus-activities.json: ${acts.length} activities, at least 30 required`);
  const comp = loadCompendium();
  const seen = new Set();
  log(`\n== Bonus activities (${acts.length}); QIS for a 70 kg member = (MET - 1) x 70 x minutes/60 / 12`);
  log(
    `${pad('code', 6)} ${lpad('MET', 5)} ${lpad('min', 4)} ${lpad('QIS', 4)}  name (en) / compendium description`,
  );
  let aerobics = false;
  for (const [i, a] of acts.entries()) {
    const where = `activities[${i}] ${a.code}`;
    const c = comp.get(String(a.code));
    if (!c) {
      err(`${where}: code not in the 2011 Compendium`);
      continue;
    }
    if (c.met == null) {
      err(`${where}: no 2011 MET`);
      continue;
    }
    if (seen.has(a.code)) warn(`${where}: code used twice`);
    seen.add(a.code);
    if (!Number.isInteger(a.minutes) || a.minutes < 15 || a.minutes > 60)
      err(`${where}: minutes must be an integer 15–60`);
    checkLocales(a.name, `${where}.name`, { maxLen: 60 });
    if (/(^|, )aerobic|water aerobics/i.test(c.description) && !/teaching/i.test(c.description))
      aerobics = true;
    const qis = Math.round(((c.met - 1) * 70 * a.minutes) / 60 / 12);
    log(
      `${pad(a.code, 6)} ${lpad(c.met.toFixed(1), 5)} ${lpad(a.minutes, 4)} ${lpad(qis, 4)}  ${a.name && a.name.en} / ${c.description}`,
    );
  }
  if (!aerobics)
    err('bonus-activities.json: no aerobics activity (needed for the "about 1 hour of aerobics" example)');
  return acts.length;
}

// ---------- 4. QIS-table categories ----------

const CATEGORY_IDS = [
  'Alkoholische Getränke',
  'Backwaren',
  'Eier',
  'Fisch und Meeresfrüchte',
  'Geflügel',
  'Gemüse',
  'Getreide',
  'Hammel und Lamm',
  'Kalb',
  'Käse',
  'Milchprodukte',
  'Nüsse und Samen',
  'Obst',
  'Pflanzliche Fette und Öle',
  'Pilze',
  'Rind',
  'Schwein',
  'Süßwaren',
  'Säfte',
  'Tierische Fette',
  'Wurstwaren',
  'Fast Food',
];

const MATCH_KEYS = {
  ciqual: ['grp', 'ssgrp', 'ssssgrp', 'name'],
  swiss: ['category', 'name'],
  nevo: ['foodGroup', 'name'],
  bls: ['name'],
};

/** Returns a function food -> { category, rule } implementing the semantics documented in categories.json. */
export function compileRules(source, rules) {
  const compiled = rules.map((rule, index) => {
    const m = source === 'bls' ? { name: rule.name } : rule.match || {};
    const re = m.name ? new RegExp(m.name, 'iu') : null;
    return { index, rule, m, re };
  });
  return (food) => {
    for (const c of compiled) {
      const { m, re, rule } = c;
      if (re && !re.test(food.name)) continue;
      if (source === 'ciqual' && ['grp', 'ssgrp', 'ssssgrp'].some((k) => k in m && m[k] !== food.groups[k]))
        continue;
      if (source === 'nevo' && 'foodGroup' in m && m.foodGroup !== food.groups.foodGroup) continue;
      if (source === 'swiss' && 'category' in m) {
        const paths = food.groups.category.split(';').map((p) => p.trim());
        if (!paths.some((p) => p === m.category || p.startsWith(m.category + '/'))) continue;
      }
      if (source === 'bls' && !food.code.startsWith(rule.codePrefix ?? '')) continue;
      return { category: rule.category, rule: c.index };
    }
    return { category: undefined, rule: -1 };
  };
}

function checkCategories() {
  const doc = readJson('categories.json');
  if (!doc) return;
  if (typeof doc._comment !== 'string' || !doc._comment.trim()) err('categories.json: _comment missing');
  const cats = doc.categories || [];
  if (cats.length !== 22) err(`categories.json: ${cats.length} categories, 22 expected`);
  cats.forEach((c, i) => {
    if (c.id !== CATEGORY_IDS[i])
      err(`categories[${i}]: id "${c.id}", expected "${CATEGORY_IDS[i]}" (spec order)`);
    checkLocales(c.names, `categories[${i}].names`);
  });
  const ids = new Set(cats.map((c) => c.id));
  const result = {};
  for (const source of SOURCES) {
    const rules = doc.sources && doc.sources[source];
    if (!Array.isArray(rules) || !rules.length) {
      err(`categories.json: sources.${source} missing`);
      continue;
    }
    rules.forEach((r, i) => {
      if (r.category !== null && !ids.has(r.category))
        err(`categories.json: sources.${source}[${i}] unknown category ${r.category}`);
      const keys =
        source === 'bls'
          ? Object.keys(r).filter((k) => !['codePrefix', 'category'].includes(k))
          : Object.keys(r.match || {});
      for (const k of keys)
        if (!MATCH_KEYS[source].includes(k))
          err(`categories.json: sources.${source}[${i}] unknown match key ${k}`);
      if (source === 'bls' && typeof r.codePrefix !== 'string')
        err(`categories.json: sources.bls[${i}] codePrefix missing`);
      try {
        if (source === 'bls' ? r.name : r.match && r.match.name)
          new RegExp(source === 'bls' ? r.name : r.match.name, 'iu');
      } catch (e) {
        err(`categories.json: sources.${source}[${i}] bad regex: ${e.message}`);
      }
    });
    const classify = compileRules(source, rules);
    const counts = new Map([...CATEGORY_IDS, null, undefined].map((k) => [k, 0]));
    const used = new Set();
    for (const f of loadSource(source).values()) {
      const { category, rule } = classify(f);
      counts.set(category, counts.get(category) + 1);
      used.add(rule);
    }
    const isCatchAll = (r) =>
      source === 'bls' ? !r.codePrefix && !r.name : !Object.keys(r.match || {}).length;
    const unused = rules.map((_, i) => i).filter((i) => !used.has(i) && !isCatchAll(rules[i]));
    if (unused.length) warn(`categories.json: sources.${source} rules never used: ${unused.join(', ')}`);
    result[source] = counts;
  }
  log('\n== QIS-table categories: foods per category and source');
  const srcs = Object.keys(result);
  log(`${pad('category', 28)} ${srcs.map((s) => lpad(s, 7)).join(' ')}`);
  for (const k of [...CATEGORY_IDS, null, undefined]) {
    const label = k === null ? '(null: no category)' : k === undefined ? '(no rule matched)' : k;
    log(`${pad(label, 28)} ${srcs.map((s) => lpad(result[s].get(k), 7)).join(' ')}`);
  }
  log(
    `${pad('total', 28)} ${srcs
      .map((s) =>
        lpad(
          [...result[s].values()].reduce((a, b) => a + b, 0),
          7,
        ),
      )
      .join(' ')}`,
  );
  for (const s of srcs)
    if (result[s].get(undefined))
      warn(`categories.json: ${result[s].get(undefined)} ${s} foods match no rule`);
  return result;
}

// ---------- main ----------

function listGroups() {
  for (const source of SOURCES) {
    const counts = new Map();
    for (const f of loadSource(source).values()) {
      const key = source === 'bls' ? f.code.slice(0, 2) : Object.values(f.groups).join(' | ');
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    console.log(`\n== ${source}: distinct ${source === 'bls' ? 'two-character code prefixes' : 'groups'}`);
    for (const [k, n] of [...counts].sort((a, b) => String(a[0]).localeCompare(String(b[0]))))
      console.log(`${lpad(n, 5)}  ${k}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (argv.includes('--groups')) {
    listGroups();
  } else {
    const recipes = checkRecipes();
    const tips = checkTips();
    const acts = checkActivities();
    checkCategories();
    console.log('\n== Summary');
    for (const [slot, s] of Object.entries(recipes || {})) {
      if (slot !== 'combinations')
        console.log(
          `recipes ${pad(slot, 8)} n=${s.n} kcal/portion min=${s.min.toFixed(0)} mean=${s.mean.toFixed(0)} max=${s.max.toFixed(0)}`,
        );
    }
    if (recipes && recipes.combinations)
      console.log(
        `day combinations within 1800–1952 kcal: ${recipes.combinations.in1800to1952} of ${recipes.combinations.total}`,
      );
    console.log(`tips: ${tips ?? 0}; bonus activities: ${acts ?? 0}`);
    for (const w of warnings) console.log('WARN  ' + w);
    for (const e of errors) console.log('ERROR ' + e);
    console.log(errors.length ? `\n${errors.length} error(s)` : '\nAll checks passed.');
    process.exitCode = errors.length ? 1 : 0;
  }
}
