// The search call: reads the keyword, widens each word to the indexed words it stands for, asks
// the database for the sections that match, and ranks, marks and groups them. Only articles the
// reader may see are ever read: the caller names them.
import type { SearchAnswer, SearchHit } from "@rxdocs/contract";
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import { compareText } from "./compareText.js";
import { searchDialectOf } from "./dialects.js";
import { foldText } from "./fold.js";
import { fieldTexts, SEARCH_FIELDS, type SearchField, type StoredRow } from "./indexRows.js";
import { clauseMatch, clauseMatcher, type ExpandedClause, MATCH_KINDS, type Match, type MatchKind } from "./match.js";
import { nearWords, type Vocabulary } from "./nearWords.js";
import { type Clause, parseQuery } from "./query.js";
import { NAME_FIELDS, type SearchDialect, type SearchScope } from "./searchDialect.js";
import { toStoredRow } from "./searchIndex.js";
import { type ScoredSection, scoreSection } from "./scoreSection.js";
import { snippetOf } from "./snippet.js";
import { suggestSpelling } from "./suggest.js";
import { indexVocabulary } from "./vocabulary.js";

/**
 * How many indexed words a prefix stands for at most: the most frequent ones. The last word of
 * a keyword is the one being typed, and gets the most; the others are most likely whole words
 * already, and a query of several short prefixes must not cost the database hundreds of words.
 */
const MAX_PREFIX_WORDS = { last: 30, other: 8 };
/** How many words one typo away a word stands for at most: the nearest, most frequent ones. */
const MAX_FUZZY_WORDS = 10;
/** Sections of one article in one answer, so that one long page cannot fill it. */
const MAX_HITS_PER_ARTICLE = 3;

export interface SearchRequest {
  keyword: string;
  pageSize: number;
  /**
   * The menu code of an article revision of the reader's version and language that they may
   * see, published; undefined for any other revision.
   */
  menuCodeOf(articleId: number): string | undefined;
  /** The slots to look in, and the revisions of theirs left out already by the database. */
  scope: SearchScope;
  /** Whether a query without hits gets a near spelling that has some. */
  suggest?: boolean;
}

interface IndexedSection extends StoredRow {
  id: number;
  menuCode: string;
}

export async function searchArticles(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  const clauses = parseQuery(request.keyword);
  if (clauses.length === 0) return { hits: [], terms: [] };
  const dialect = searchDialectOf(db);
  const vocabulary = indexVocabulary(db, dialect);
  const expanded = await Promise.all(
    clauses.map((clause, i) =>
      expandClause(vocabulary, clause, i === clauses.length - 1 ? MAX_PREFIX_WORDS.last : MAX_PREFIX_WORDS.other),
    ),
  );
  const sections = await findSections(db, dialect, expanded, request);
  const matchers = expanded.map(clauseMatcher);
  const scored = sections
    .map((section) => scoreSection(section, matchers))
    .filter((section): section is ScoredSection<IndexedSection> => section !== undefined)
    .sort(compareSections);
  const chosen = pickSections(scored, request.pageSize);
  const answer: SearchAnswer = { hits: chosen.map(hitOf), terms: matchedTerms(chosen) };
  if (answer.hits.length === 0 && request.suggest !== false) {
    const suggestion = await suggestSpelling(vocabulary, request.keyword, clauses, async (keyword) => {
      const check = await searchArticles(db, { ...request, keyword, pageSize: 1, suggest: false });
      return check.hits.length > 0;
    });
    if (suggestion) answer.suggestion = suggestion;
  }
  return answer;
}

/** A clause with the words it stands for: itself, the words it begins, the words one typo away. */
async function expandClause(vocabulary: Vocabulary, clause: Clause, maxPrefixWords: number): Promise<ExpandedClause> {
  const [word] = clause.tokens as [string];
  const prefix = clause.prefix
    ? (await vocabulary.termsWithPrefix(word, maxPrefixWords + 1)).filter((term) => term !== word)
    : [];
  const taken = new Set([word, ...prefix]);
  const fuzzy = clause.fuzzy
    ? (await nearWords(vocabulary, word, 1)).map((near) => near.term).filter((term) => !taken.has(term))
    : [];
  return {
    clause,
    variants: {
      exact: [clause.tokens],
      prefix: prefix.slice(0, maxPrefixWords).map((term) => [term]),
      fuzzy: fuzzy.slice(0, MAX_FUZZY_WORDS).map((term) => [term]),
    },
  };
}

/**
 * The candidate sections, visible ones only, in stages until there are enough: where every
 * clause matches in titles and headings, which rank first and are fewer even for a common word;
 * then where every clause matches exactly, anywhere; then in any way. The exact stage keeps
 * exact matches among the candidates however many looser ones a large site has.
 */
async function findSections(
  db: Kysely<Database>,
  dialect: SearchDialect,
  expanded: readonly ExpandedClause[],
  request: SearchRequest,
): Promise<IndexedSection[]> {
  const limit = candidateLimit(request.pageSize);
  const widens = expanded.some((clause) => clause.variants.prefix.length + clause.variants.fuzzy.length > 0);
  const stages: Match[] = [
    matchOf(expanded, MATCH_KINDS, NAME_FIELDS),
    matchOf(expanded, ["exact"], SEARCH_FIELDS),
    ...(widens ? [matchOf(expanded, MATCH_KINDS, SEARCH_FIELDS)] : []),
  ];
  const ids: number[] = [];
  for (const match of stages) {
    if (ids.length >= limit) break;
    const seen = new Set(ids);
    const found = await dialect.matchingSections(db, match, limit, request.scope);
    ids.push(...found.filter((id) => !seen.has(id)));
  }
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("search_sections").selectAll().where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  // A section is the reader's in each of their pages that has it (as a rule one).
  const links = await db
    .selectFrom("article_sections")
    .select(["section_id", "article_id"])
    .where("section_id", "in", ids)
    .execute();
  const pagesOf = new Map<number, Set<string>>();
  for (const link of links) {
    const menuCode = request.menuCodeOf(Number(link.article_id));
    if (menuCode === undefined) continue;
    const pages = pagesOf.get(Number(link.section_id)) ?? new Set();
    pagesOf.set(Number(link.section_id), pages.add(menuCode));
  }
  return ids.flatMap((id) =>
    [...(pagesOf.get(id) ?? [])].sort().map((menuCode) => ({ id, menuCode, ...toStoredRow(byId.get(id)!) })),
  );
}

/** Enough candidates to fill a page after some are merged into others of their article. */
function candidateLimit(pageSize: number): number {
  return Math.min(150, Math.max(40, pageSize * 3));
}

function matchOf(
  expanded: readonly ExpandedClause[],
  kinds: readonly MatchKind[],
  fields: readonly SearchField[],
): Match {
  const parts = expanded.map((clause) => clauseMatch(clause, kinds, fields)!);
  return parts.length === 1 ? parts[0]! : { all: parts };
}

/**
 * Best first: by score, then by how many matches the section has, then in page order. The
 * databases' own ranks differ, so they only choose the candidates; the order is decided here,
 * the same on both.
 */
function compareSections(a: ScoredSection<IndexedSection>, b: ScoredSection<IndexedSection>): number {
  return (
    b.score - a.score ||
    matchCount(b) - matchCount(a) ||
    compareText(a.row.menuCode, b.row.menuCode) ||
    a.row.position - b.row.position
  );
}

function matchCount({ spans }: ScoredSection): number {
  return SEARCH_FIELDS.reduce((count, field) => count + spans[field].length, 0);
}

/** The best sections, one hit per section, at most MAX_HITS_PER_ARTICLE per article. */
function pickSections(
  scored: readonly ScoredSection<IndexedSection>[],
  pageSize: number,
): ScoredSection<IndexedSection>[] {
  const chosen: ScoredSection<IndexedSection>[] = [];
  const sections = new Set<string>();
  const perArticle = new Map<string, number>();
  for (const section of scored) {
    const { menuCode, position } = section.row;
    const key = `${menuCode}#${position}`;
    const count = perArticle.get(menuCode) ?? 0;
    if (sections.has(key) || count >= MAX_HITS_PER_ARTICLE) continue;
    sections.add(key);
    perArticle.set(menuCode, count + 1);
    chosen.push(section);
    if (chosen.length === pageSize) break;
  }
  return chosen;
}

function hitOf({ row, spans }: ScoredSection<IndexedSection>): SearchHit {
  return {
    menuCode: row.menuCode,
    articleTitle: row.title,
    heading: row.heading,
    snippet: snippetOf(row.body, spans.body),
  };
}

/** The text each match covered, folded, across the hits: what the page marks. */
function matchedTerms(sections: readonly ScoredSection<IndexedSection>[]): string[] {
  const terms = new Set<string>();
  for (const { row, spans } of sections) {
    const texts = fieldTexts(row);
    for (const field of SEARCH_FIELDS) {
      for (const span of spans[field]) terms.add(foldText(texts[field].slice(span.start, span.end)));
    }
  }
  return [...terms].sort();
}
