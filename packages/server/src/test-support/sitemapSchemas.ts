// Validates sitemaps with xmllint against the sitemaps.org schema the `sitemap` package ships.
// That schema takes elements of other namespaces only if it can check them (`processContents=
// "strict"`), and it knows no xhtml:link: a wrapper schema imports it beside a schema of the one
// xhtml element a sitemap uses. The package has no schema for a sitemap index; the index's is
// written here after the protocol (sitemaps.org/protocol.html#index).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XSD_NS = "http://www.w3.org/2001/XMLSchema";

const XHTML_LINK_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="${XSD_NS}" targetNamespace="${XHTML_NS}" elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" type="xsd:string" use="required" fixed="alternate"/>
      <xsd:attribute name="hreflang" type="xsd:language" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`;

const SITEMAP_INDEX_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="${XSD_NS}" targetNamespace="${SITEMAP_NS}" xmlns="${SITEMAP_NS}" elementFormDefault="qualified">
  <xsd:element name="sitemapindex">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="sitemap" maxOccurs="50000">
          <xsd:complexType>
            <xsd:sequence>
              <xsd:element name="loc" type="xsd:anyURI"/>
              <xsd:element name="lastmod" type="xsd:dateTime" minOccurs="0"/>
            </xsd:sequence>
          </xsd:complexType>
        </xsd:element>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`;

export interface SitemapSchemas {
  /** The package's sitemap.xsd alone. */
  sitemap: string;
  /** sitemap.xsd with the xhtml:link alternates. */
  sitemapWithAlternates: string;
  sitemapIndex: string;
  remove(): void;
}

export function writeSitemapSchemas(): SitemapSchemas {
  const sitemapPackage = dirname(createRequire(import.meta.url).resolve("sitemap/package.json"));
  const sitemap = join(sitemapPackage, "schema", "sitemap.xsd");
  const dir = mkdtempSync(join(tmpdir(), "rxdocs-xsd-"));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const xhtml = file("xhtml-link.xsd", XHTML_LINK_XSD);
  const wrapper = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="${XSD_NS}">
  <xsd:import namespace="${SITEMAP_NS}" schemaLocation="${pathToFileURL(sitemap).href}"/>
  <xsd:import namespace="${XHTML_NS}" schemaLocation="${pathToFileURL(xhtml).href}"/>
</xsd:schema>
`;
  return {
    sitemap,
    sitemapWithAlternates: file("sitemap-with-alternates.xsd", wrapper),
    sitemapIndex: file("sitemap-index.xsd", SITEMAP_INDEX_XSD),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** xmllint's verdict on the document: whether it is valid, and what it said. */
export async function validateXml(xml: string, schema: string): Promise<{ valid: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), "rxdocs-xml-"));
  const document = join(dir, "document.xml");
  writeFileSync(document, xml);
  try {
    const { stderr } = await promisify(execFile)("/usr/bin/xmllint", [
      "--noout",
      "--nonet",
      "--schema",
      schema,
      document,
    ]);
    return { valid: true, output: stderr };
  } catch (error) {
    return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
