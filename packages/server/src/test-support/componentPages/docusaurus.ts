// Docusaurus' theme components, as its "MDX and React" and "Code blocks" guides write them; the
// category page lists its pages with <DocCardList />.
export const DOCUSAURUS_PAGE = `---
title: Docusaurus components
---
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TOCInline from '@theme/TOCInline';

<TOCInline toc={toc} />

## Admonitions

<Admonition type="tip" icon="💡" title="Did you know...">
  Use plugins to introduce shorter syntax for the most commonly used JSX elements in your project.
</Admonition>

## Code

<CodeBlock language="jsx" title="/src/components/HelloCodeTitle.js" showLineNumbers>
  {\`function HelloCodeTitle(props) {
  return <h1>Hello, {props.name}</h1>;
}\`}
</CodeBlock>

<Details summary={<summary>Toggle me!</summary>}>
  This is the detailed content
</Details>
`;

export const DOCUSAURUS_CATEGORY_PAGE = `---
title: Guides
---
import DocCardList from '@theme/DocCardList';

The guides, one card each:

<DocCardList />
`;
