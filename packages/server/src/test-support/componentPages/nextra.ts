// Nextra's built-in components, as its "Built-ins" pages write them.
export const NEXTRA_PAGE = `---
title: Nextra components
---
import { Callout, Cards, FileTree, Steps, Tabs } from 'nextra/components'

<Callout type="error">
  This is a dangerous feature that can cause everything to explode.
</Callout>

<Cards num={2}>
  <Cards.Card title="Callout" href="./fumadocs/" arrow />
  <Cards.Card icon={<WarningIcon />} title="Tabs" href="./starlight/" />
</Cards>

## Steps

<Steps>
### Step 1

Contents for step 1.

### Step 2

Contents for step 2.
</Steps>

<Tabs items={['pnpm', 'npm', 'yarn']} storageKey="pm">
  <Tabs.Tab>**pnpm**: Fast, disk space efficient package manager.</Tabs.Tab>
  <Tabs.Tab>**npm** is a package manager for the JavaScript programming language.</Tabs.Tab>
  <Tabs.Tab>**Yarn** is a software packaging system.</Tabs.Tab>
</Tabs>

<FileTree>
  <FileTree.Folder name="pages" defaultOpen>
    <FileTree.File name="_meta.json" />
    <FileTree.Folder name="docs">
      <FileTree.File name="index.mdx" />
    </FileTree.Folder>
  </FileTree.Folder>
</FileTree>
`;
