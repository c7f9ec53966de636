// Small OpenAPI files for the tests of content/openapi/, written for them: a greenhouse's API
// with tags, path, query and header parameters, a request body whose schema is a choice between
// two kinds of plant, a schema that contains itself, and the faults an import must survive.

/** OpenAPI 3.0 in YAML: two tags, an untagged operation, refs, a cycle, oneOf, allOf, enums and formats. */
export const GREENHOUSE_YAML = `openapi: 3.0.3
info:
  title: Greenhouse API
  version: 1.0.0
servers:
  - url: https://{region}.greenhouse.example/v1
    variables:
      region:
        default: eu
security:
  - bearer: []
tags:
  - name: Plants
  - name: Beds
    x-displayName: Garden beds
paths:
  /plants:
    get:
      tags: [Plants]
      summary: List the plants
      description: Every plant of the greenhouse, newest first.
      parameters:
        - name: limit
          in: query
          required: true
          description: How many plants to answer.
          schema: { type: integer, format: int32, default: 20 }
        - name: kind
          in: query
          schema: { type: string, enum: [tree, herb] }
        - name: X-Trace
          in: header
          schema: { type: string }
      responses:
        "200":
          description: The plants.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: "#/components/schemas/Plant" }
    post:
      tags: [Plants]
      summary: Plant a seedling
      operationId: createPlant
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/NewPlant" }
      responses:
        "201":
          description: The new plant.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Plant" }
        "422":
          description: The seedling cannot be planted.
  /plants/{plantId}:
    parameters:
      - { $ref: "#/components/parameters/PlantId" }
    get:
      tags: [Plants]
      summary: Read one plant
      responses:
        "200":
          description: The plant.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Plant" }
    delete:
      tags: [Plants]
      summary: Compost a plant
      deprecated: true
      responses:
        "204": { description: Composted. }
  /beds:
    get:
      tags: [Beds]
      summary: List the garden beds
      responses:
        "200": { description: The beds. }
  /health:
    get:
      summary: Check the greenhouse
      security: []
      responses:
        "200": { description: It is up. }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  parameters:
    PlantId:
      name: plantId
      in: path
      required: true
      schema: { type: string, format: uuid }
  schemas:
    Plant:
      allOf:
        - $ref: "#/components/schemas/NewPlant"
        - type: object
          required: [id]
          properties:
            id: { type: string, format: uuid, readOnly: true }
            cuttings:
              type: array
              description: Plants grown from this one.
              items: { $ref: "#/components/schemas/Plant" }
    NewPlant:
      type: object
      required: [name, kind]
      properties:
        name: { type: string, example: Basil }
        plantedOn: { type: string, format: date }
        kind:
          oneOf:
            - $ref: "#/components/schemas/Tree"
            - $ref: "#/components/schemas/Herb"
    Tree:
      type: object
      properties:
        height: { type: number, description: In metres. }
    Herb:
      type: object
      properties:
        aroma: { type: string, enum: [mild, strong], default: mild }
`;

/** OpenAPI 3.1 in JSON: `type` lists, `examples` lists, a form body and an API key in a header. */
export const NOTES_JSON = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "Notes", version: "2" },
  components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Api-Key" } } },
  security: [{ key: [] }],
  paths: {
    "/notes": {
      post: {
        summary: "Write a note",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  text: { type: "string", examples: ["Water the basil"] },
                  pinned: { type: ["boolean", "null"] },
                },
              },
            },
          },
        },
        responses: { "200": { description: "Written." } },
      },
    },
  },
});

/** Documents with one fault each, and the words the warning about each must say. */
export const FAULTY_SPECS: { name: string; file: string; text: string; problem: string }[] = [
  {
    name: "not parseable",
    file: "broken.yaml",
    text: "openapi: 3.0.0\ninfo: [unclosed\n",
    problem: "cannot be parsed as YAML",
  },
  {
    name: "Swagger 2.0",
    file: "old.json",
    text: JSON.stringify({ swagger: "2.0", info: { title: "Old" } }),
    problem: "Swagger 2.0",
  },
  {
    name: "no OpenAPI version",
    file: "other.yaml",
    text: "name: not an API\n",
    problem: '"openapi" must name version 3.0.x or 3.1.x',
  },
  {
    name: "a $ref that points nowhere",
    file: "dangling.yaml",
    text: `openapi: 3.0.0
info: { title: Dangling, version: "1" }
paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Missing" }
`,
    problem:
      '$ref "#/components/schemas/Missing" at #/paths/~1a/get/responses/200/content/application~1json/schema points nowhere',
  },
  {
    name: "an operation without responses",
    file: "silent.yaml",
    text: "openapi: 3.0.1\ninfo: { title: Silent, version: '1' }\npaths:\n  /a:\n    get: { summary: A }\n",
    problem: "GET /a has no responses",
  },
];
