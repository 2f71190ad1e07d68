/*
 * A reader for the plain XML the ECB publishes: elements, attributes and text, nothing else.
 * A document type, an entity or character reference, CDATA, a comment or a processing
 * instruction (other than the leading declaration) is refused rather than interpreted, so
 * nothing can be expanded or fetched (no XXE, no "billion laughs"). It yields one event per tag
 * and checks that every element closes in order; it never builds a tree.
 */

export class XmlRefused extends Error {}

export type XmlEvent =
  | { kind: "open"; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: "close"; name: string };

const NAME = "[a-z_][\\w.:-]*";
const OPEN_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<&]*"|'[^'<&]*'))*)\\s*(/?)>`, "iy");
const CLOSE_TAG = new RegExp(`</(${NAME})\\s*>`, "iy");
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "iy");
const DECLARATION = /^\uFEFF?<\?xml\s[^?<>&]*\?>/;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(source); match; match = ATTRIBUTE.exec(source)) {
    const name = match[1]!;
    if (Object.hasOwn(attributes, name)) throw new XmlRefused(`the attribute ${name} appears twice in one tag`);
    attributes[name] = match[2] ?? match[3] ?? "";
  }
  return attributes;
}

/** The document's tags in order; throws XmlRefused at the first thing outside the plain subset. */
export function* readStrictXml(xml: string): Generator<XmlEvent> {
  let at = DECLARATION.exec(xml)?.[0].length ?? 0;
  const open: string[] = [];
  let roots = 0;
  while (at < xml.length) {
    const next = xml.indexOf("<", at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    if (text.includes("&")) throw new XmlRefused("it holds an entity or character reference");
    if (open.length === 0 && text.trim() !== "") throw new XmlRefused("it holds text outside its root element");
    if (next === -1) break;
    if (xml.startsWith("<!", next) || xml.startsWith("<?", next))
      throw new XmlRefused("it holds a document type, comment, CDATA or processing instruction");
    CLOSE_TAG.lastIndex = next;
    const close = CLOSE_TAG.exec(xml);
    if (close) {
      const name = close[1]!;
      if (open.pop() !== name) throw new XmlRefused(`</${name}> closes an element that is not open`);
      at = CLOSE_TAG.lastIndex;
      yield { kind: "close", name };
      continue;
    }
    OPEN_TAG.lastIndex = next;
    const tag = OPEN_TAG.exec(xml);
    if (!tag) throw new XmlRefused(`a tag at character ${next} is not well formed`);
    if (open.length === 0 && ++roots > 1) throw new XmlRefused("it has more than one root element");
    const name = tag[1]!;
    const selfClosing = tag[3] === "/";
    at = OPEN_TAG.lastIndex;
    yield { kind: "open", name, attributes: attributesOf(tag[2] ?? ""), selfClosing };
    if (selfClosing) yield { kind: "close", name };
    else open.push(name);
  }
  if (open.length > 0) throw new XmlRefused(`<${open.at(-1)}> never closes`);
}
