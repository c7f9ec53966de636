// Mintlify's built-in components, as its "Components" pages write them.
export const MINTLIFY_PAGE = `---
title: Mintlify components
---
<Note>This adds a note in the content</Note>

<Check>This brings us a checked status</Check>

<Callout icon="key" color="#FFC107">Callouts can be styled.</Callout>

<Steps>
  <Step title="First Step">
    These are instructions or content that only pertain to the first step.
  </Step>
  <Step title="Second Step">
    These are instructions or content that only pertain to the second step.
  </Step>
</Steps>

<CardGroup cols={2}>
  <Card title="First Card" icon="rocket" href="./starlight/">
    This is an example of a card in a group.
  </Card>
  <Card title="Second Card" icon="panel-left-open">
    Neat.
  </Card>
</CardGroup>

<AccordionGroup>
  <Accordion title="FAQ without Icon">
    Accordion content.
  </Accordion>
  <Accordion title="Open one" defaultOpen>
    Shown at first.
  </Accordion>
</AccordionGroup>

<Tabs>
  <Tab title="First tab">
    ☝️ Welcome to the content that you can only see inside the first tab.
  </Tab>
  <Tab title="Second tab">
    ✌️ Here's content that's only inside the second tab.
  </Tab>
</Tabs>

<CodeGroup>

\`\`\`javascript helloWorld.js
console.log("Hello World");
\`\`\`

\`\`\`python hello_world.py {1}
print('Hello World!')
\`\`\`

</CodeGroup>

<Frame caption="Yosemite National Park is visited by over 3.5 million people every year">
  ![A mountain valley](./valley.png)
</Frame>

<ParamField path="user_id" type="string" required>
  An example of a parameter field
</ParamField>

<ResponseField name="user" type="User Object">
  <Expandable title="properties">
    <ResponseField name="full_name" type="string" default="none">
      The full name of the user
    </ResponseField>
  </Expandable>
</ResponseField>

<Update label="2024-10-11" description="v0.1.0">
  This is an update with a [link](./docusaurus/).
</Update>

Hover <Tooltip tip="Application Programming Interface">API</Tooltip> and <Badge color="green">Stable</Badge> <Icon icon="flag" size={32} />.

<Columns cols={2}>
  <Card title="Left">Left column.</Card>
  <Card title="Right">Right column.</Card>
</Columns>
`;
