// Fumadocs UI's components, as its "Components" pages write them.
export const FUMADOCS_PAGE = `---
title: Fumadocs components
---
import { Tab, Tabs } from 'fumadocs-ui/components/tabs';

<Callout title="Title" type="warn">Hello World</Callout>

<Cards>
  <Card href="https://nextjs.org/docs" title="Fetching, Caching, and Revalidating">
    Learn more about caching in Next.js
  </Card>
</Cards>

<Accordions type="single">
  <Accordion title="My Title">My Content</Accordion>
</Accordions>

<Files>
  <Folder name="app" defaultOpen>
    <File name="layout.tsx" />
    <File name="page.tsx" />
  </Folder>
  <File name="package.json" />
</Files>

<Tabs groupId="language" items={['Javascript', 'Rust']}>
  <Tab value="Javascript">Javascript is weird</Tab>
  <Tab value="Rust">Rust is fast</Tab>
</Tabs>

## Steps

<Steps>
<Step>
### Hello World
</Step>
<Step>
### Hello Again
</Step>
</Steps>

<TypeTable
  type={{
    percentage: {
      description: 'The percentage of scroll position to display the roll button',
      type: 'number',
      default: 0.2,
    },
  }}
/>
`;
