// The site and the queries of the search benchmark (bench-search.mjs), from a fixed seed, so
// that every run searches the same text for the same words.

export const KINDS = ["word", "prefix", "typo", "cjk", "phrase"];
const QUERIES_PER_KIND = 50;

// Words of real documentation, mixed into the made-up ones so that queries look familiar.
const DOC_WORDS = `install installation configuration configure deployment deploy cache server client request
  response error warning timeout retry proxy header cookie session token secret password user account
  permission role access policy network socket port host domain address certificate encryption database
  schema table column index query migration backup restore replica cluster node container image volume
  storage bucket object file folder path directory archive upload download import export build compile
  bundle package module library dependency version release upgrade update changelog plugin extension theme
  layout template component render markdown document article page section heading link anchor sidebar
  navigation menu search result filter sort order limit offset pagination batch queue worker thread process
  memory disk performance latency throughput metric monitoring logging trace debug profile benchmark test
  environment variable option setting default value parameter argument command terminal shell script
  pipeline workflow trigger schedule event webhook endpoint route handler middleware service gateway
  balancer scaling instance region zone provider credential identity authentication authorization
  encoding compression stream buffer payload format parser serializer validation runtime kernel
  platform browser mobile desktop keyboard shortcut editor preview publish draft review comment feedback
  tutorial guide reference overview quickstart example recipe troubleshooting limitation requirement
  algorithm snapshot rollback fallback`
  .split(/\s+/)
  .filter(Boolean);
const ONSETS = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "pl", "st", "tr"];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ou", "ea"];
const CODAS = ["", "", "n", "r", "s", "l", "x", "nd"];
const SECTIONS = ["Guide", "Reference", "Tutorials", "Operations", "Security", "Integrations", "Internals", "Recipes"];
const HAN =
  "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区";
const KANA =
  "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだでどばびぶべぼアイウエオカキクケコサシスセソタチツテトナニヌネノ";
const CJK_WORDS = "配置 安装 服务器 缓存 部署 文档 数据库 設定 検索 インストール サーバー".split(" ");
const HANGUL = "가나다라마바사아자차카타파하서버설치구성캐시배포문서검색데이터";
const CJK_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

export function generateSite(count, seed) {
  const random = seededRandom(seed);
  const writer = articleWriter(random);
  const menus = [];
  const articles = [];
  const cjkArticles = [];
  const siblings = new Map();
  const addMenu = (menuCode, menuName, menuType, parent) => {
    const parentCode = parent?.menuCode ?? null;
    const sort = siblings.get(parentCode) ?? 0;
    siblings.set(parentCode, sort + 1);
    const path = parent ? `${parent.path}/${menuCode}` : menuCode;
    const sourcePath = menuType === 2 ? `${path}.md` : path;
    menus.push({ menuCode, menuName, menuType, parentCode, sort, visibility: "public", sourcePath });
    return { menuCode, path, depth: parent ? parent.depth + 1 : 0 };
  };
  // The eight sections first, then each folder under a random one up to three levels down.
  const parents = [];
  for (let folderCount = 0; articles.length < count; folderCount++) {
    const section = SECTIONS[folderCount];
    const folder = section
      ? addMenu(section.toLowerCase(), section, 1, null)
      : addMenu(`f${folderCount}`, writer.title(), 1, random.pick(parents));
    if (folder.depth < 3) parents.push(folder);
    for (let n = random.int(6, 20); n > 0 && articles.length < count; n--) {
      const menuCode = `a${articles.length}`;
      const articleTitle = writer.title();
      const language = random.chance(0.005) ? "ko" : random.chance(0.1) ? "zh" : undefined;
      addMenu(menuCode, articleTitle, 2, folder);
      const articleMd = writer.markdown(articleTitle, language);
      articles.push({ menuCode, articleTitle, articleMd, articleTabContent: null, status: 1 });
      if (language) cjkArticles.push(articles.at(-1));
    }
  }
  return { menus, articles, cjkArticles };
}

/** Markdown of 3 to 6 KB: an intro, 2 to 5 sections of paragraphs, lists, code and tables. */
function articleWriter(random) {
  const word = zipfWords(random);
  const words = (min, max) => Array.from({ length: random.int(min, max) }, word).join(" ");
  const capitalized = (min, max) => words(min, max).replace(/^./, (first) => first.toUpperCase());
  const sentence = () => `${capitalized(6, 16)}.`;
  const paragraph = () => Array.from({ length: random.int(2, 5) }, sentence).join(" ");
  const tableRow = () => `| \`${word()}\` | ${random.int(1, 99)} | ${sentence()} |`;
  const blocks = [
    paragraph,
    paragraph,
    paragraph,
    () => Array.from({ length: random.int(3, 6) }, () => `- ${capitalized(3, 9)}`).join("\n"),
    () => `### ${capitalized(2, 4)}\n\n${paragraph()}`,
    () => `\`\`\`js\nconst ${word()} = await ${word()}.${word()}({ ${word()}: ${random.int(1, 999)} });\n\`\`\``,
    () =>
      [
        "| name | default | meaning |",
        "| --- | --- | --- |",
        ...Array.from({ length: random.int(2, 5) }, tableRow),
      ].join("\n"),
  ];
  const markdown = (title, language) => {
    const target = random.int(3000, 6000);
    const parts = [];
    let length = 0;
    const add = (block) => (parts.push(block), (length += block.length + 2));
    add(`# ${title}`);
    add(paragraph());
    const sections = random.int(2, 5);
    const cjkSection = random.int(0, sections - 1);
    for (let section = 0; section < sections; section++) {
      add(`## ${capitalized(2, 4)}`);
      add(paragraph());
      if (language && section === cjkSection) add(cjkParagraph(random, language));
      while (length < (target * (section + 1)) / sections) add(random.pick(blocks)());
    }
    return `${parts.join("\n\n")}\n`;
  };
  return { title: () => capitalized(2, 5), markdown };
}

/** Chinese or Japanese (a run of characters between commas, with a few fixed words), or Korean. */
function cjkParagraph(random, language) {
  if (language === "ko") {
    const word = () => Array.from({ length: random.int(2, 3) }, () => random.pick([...HANGUL])).join("");
    return Array.from({ length: random.int(8, 20) }, word).join(" ") + ".";
  }
  const characters = [...(random.chance(0.4) ? KANA + HAN.slice(0, 120) : HAN)];
  const run = () =>
    Array.from({ length: random.int(4, 12) }, () =>
      random.chance(0.15) ? random.pick(CJK_WORDS) : random.pick(characters),
    ).join("");
  const sentence = () => Array.from({ length: random.int(2, 4) }, run).join("，") + "。";
  return Array.from({ length: random.int(3, 5) }, sentence).join("");
}

/** QUERIES_PER_KIND queries of each kind, their words taken from the articles' prose. */
export function buildQueries(site, seed) {
  const random = seededRandom(seed);
  // Paragraphs begin with a capital; headings, lists, tables and code do not.
  const prose = () => {
    const blocks = random.pick(site.articles).articleMd.split("\n\n");
    return random.pick(blocks.filter((block) => /^[A-Z]/.test(block)));
  };
  const sampleWord = (minLength) => {
    for (;;) {
      const word = random.pick(prose().match(/[a-z]+/gi)).toLowerCase();
      if (word.length >= minLength) return word;
    }
  };
  const make = {
    word: () => sampleWord(1),
    prefix: () => {
      const word = sampleWord(6);
      return word.slice(0, random.int(3, Math.min(6, word.length - 1)));
    },
    typo: () => withTypo(random, sampleWord(6)),
    cjk: () => {
      const runs = random.pick(site.cjkArticles).articleMd.match(CJK_RUNS);
      const run = [...random.pick(runs.filter((text) => [...text].length >= 2))];
      const length = random.int(2, Math.min(4, run.length));
      const start = random.int(0, run.length - length);
      return run.slice(start, start + length).join("");
    },
    phrase: () => {
      for (;;) {
        const words = random.pick(prose().split(". ")).match(/[a-z]+/gi);
        if (words.length < 3) continue;
        const length = random.int(2, 3);
        const start = random.int(0, words.length - length);
        const phrase = words.slice(start, start + length).join(" ");
        return `"${phrase.toLowerCase()}"`;
      }
    },
  };
  return KINDS.filter((kind) => kind !== "cjk" || site.cjkArticles.length > 0).flatMap((kind) =>
    Array.from({ length: QUERIES_PER_KIND }, () => ({ kind, keyword: make[kind]() })),
  );
}

/** The word with one typo: a letter replaced, left out, added, or swapped with the next. */
function withTypo(random, word) {
  const letters = [..."abcdefghijklmnopqrstuvwxyz"];
  for (;;) {
    const at = random.int(0, word.length - 2);
    const edits = [
      () => word.slice(0, at) + random.pick(letters) + word.slice(at + 1),
      () => word.slice(0, at) + word.slice(at + 1),
      () => word.slice(0, at) + random.pick(letters) + word.slice(at),
      () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    ];
    const typed = random.pick(edits)();
    if (typed !== word) return typed;
  }
}

/** A few thousand made-up words and the real ones, drawn with weight 1/rank (Zipf). */
function zipfWords(random) {
  const words = new Set(DOC_WORDS);
  while (words.size < DOC_WORDS.length + 3000) {
    let word = "";
    for (let n = random.int(2, 4); n > 0; n--) word += random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
    words.add(word);
  }
  // A table where the word of rank r appears about 1/r times as often as the first, so that a
  // uniform pick from it is a Zipf draw. Ranks are shuffled: real words are as likely to be common.
  const ranked = [...words].map((word) => ({ word, key: random.next() })).sort((x, y) => x.key - y.key);
  const table = ranked.flatMap(({ word }, rank) => Array(Math.ceil(20000 / (rank + 1))).fill(word));
  return () => random.pick(table);
}

/** mulberry32: small, fast, and the same sequence on every machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
