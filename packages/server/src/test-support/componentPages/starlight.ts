// Starlight's built-in components, as its "Components" guides write them.
export const STARLIGHT_PAGE = `---
title: Starlight components
---
import { Aside, Badge, Card, CardGrid, Code, FileTree, Icon, LinkButton, LinkCard, Steps, TabItem, Tabs } from '@astrojs/starlight/components';

<Aside type="caution" title="Watch out!">
A warning aside *with* a custom title.
</Aside>

<Tabs syncKey="pkg">
  <TabItem label="npm" icon="seti:npm">
    \`\`\`sh
    npm install
    \`\`\`
  </TabItem>
  <TabItem label="pnpm">pnpm install</TabItem>
</Tabs>

<Steps>

1. Import the component into your MDX file:

   \`\`\`js
   import { Steps } from '@astrojs/starlight/components';
   \`\`\`

2. Wrap \`<Steps>\` around your ordered list items.

</Steps>

<CardGrid stagger>
  <Card title="Check this out" icon="open-book">
    Interesting content you want to highlight.
  </Card>
  <LinkCard title="Customizing the site" href="./mintlify/" description="Learn how to make your site yours." />
</CardGrid>

<FileTree>

- astro.config.mjs an **important** file
- package.json
- src
  - components
    - **Header.astro**
  - …

</FileTree>

New in <Badge text="v1.2" variant="tip" /> with <Icon name="star" color="goldenrod" />.

<LinkButton href="./fumadocs/" icon="right-arrow">Get started</LinkButton>

<Code code={\`console.log('hi')\`} lang="js" title="example.js" />
`;
