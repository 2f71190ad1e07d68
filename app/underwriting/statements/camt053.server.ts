import { SaxesParser, type SaxesTag } from "saxes";
import { checkBalances } from "./balance-check.ts";
import { Dec } from "#app/underwriting/decimal.ts";
import { EntryKeys } from "./dedupe.ts";
import { type StatementEntry, DECIMAL_TEXT, type Statement, StatementRefused, isDay } from "./statement.ts";

/*
 * ISO 20022 camt.053 (bank-to-customer statement), any version (.001.02 to .001.08 and later):
 * elements are matched by local name, so the namespace's version does not matter. Read as a stream
 * with saxes, which processes no DTD: a <!DOCTYPE> is refused outright, so no entity is declared
 * and any entity reference other than XML's five fails (no XXE, no "billion laughs").
 * Only booked entries count (Sts BOOK, or no status); pending ones are not on the balance.
 */

interface EntryDraft {
  line: number;
  amount?: string;
  currency?: string;
  indicator?: string;
  reversal: boolean;
  status?: string;
  bookingDate?: string;
  valueDate?: string;
  bankReference?: string;
  domain?: string;
  family?: string;
  subFamily?: string;
  proprietary?: string;
  remittance: string[];
  debtor?: string;
  creditor?: string;
  debtorAccount?: string;
  creditorAccount?: string;
}

interface BalanceDraft {
  line: number;
  code?: string;
  amount?: string;
  indicator?: string;
  date?: string;
}

/** The element's local name, whatever its namespace prefix ("camt:Ntry" → "Ntry"). */
const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** Reads camt.053 text fed in chunks; `close()` returns every statement or throws StatementRefused. */
export class Camt053Reader {
  private readonly parser = new SaxesParser({ position: true });
  /** The open elements as "/Document/BkToCstmrStmt/Stmt/Ntry": matching a suffix is one endsWith. */
  private route = "";
  private readonly path: string[] = [];
  private text = "";
  private readonly statements: Statement[] = [];
  private statement?: Statement;
  private entry?: EntryDraft;
  private balance?: BalanceDraft;
  private readonly balances: BalanceDraft[] = [];
  private sawDocument = false;

  private readonly file: string;

  private readonly onEntry?: (entry: StatementEntry) => void;
  private keys?: EntryKeys;
  /** The current statement's entries so far, summed for the balance check whether or not they are kept. */
  private read = { total: new Dec(0), count: 0 };

  /**
   * With `onEntry`, entries are handed over as they are read instead of kept, so memory stays flat;
   * the caller stores them in one transaction and rolls it back if `end()` or `write()` throws.
   */
  constructor(file: string, options: { onEntry?: (entry: StatementEntry) => void } = {}) {
    this.file = file;
    this.onEntry = options.onEntry;
    this.parser.on("doctype", () => this.refuse("the file declares a <!DOCTYPE>, which a bank statement never does"));
    this.parser.on("opentag", (tag) => this.open(tag));
    this.parser.on("text", (text) => (this.text += text));
    this.parser.on("closetag", (tag) => this.close(localName(tag.name)));
    this.parser.on("cdata", (text) => (this.text += text));
  }

  write(chunk: string) {
    this.guard(() => this.parser.write(chunk));
  }

  end(): Statement[] {
    this.guard(() => this.parser.close());
    if (!this.sawDocument)
      throw new StatementRefused(this.file, "expected a camt.053 statement (<BkToCstmrStmt>), found none");
    if (this.statements.length === 0) throw new StatementRefused(this.file, "expected at least one <Stmt>, found none");
    return this.statements;
  }

  private where(line = this.parser.line) {
    return `${this.file} line ${line}`;
  }

  private refuse(problem: string, line?: number): never {
    throw new StatementRefused(this.where(line), problem);
  }

  private guard(step: () => void) {
    try {
      step();
    } catch (error) {
      if (error instanceof StatementRefused) throw error;
      // saxes reports "file:line:column: message"; keep its message, say where in our words.
      const message = error instanceof Error ? error.message.replace(/^[^:]*:\d+:\d+: /, "") : String(error);
      this.refuse(`expected well-formed XML (${message})`);
    }
  }

  private at(suffix: string) {
    return this.route.endsWith(suffix);
  }

  private open(tag: SaxesTag) {
    const name = localName(tag.name);
    this.path.push(name);
    this.route += `/${name}`;
    this.text = "";
    if (name === "BkToCstmrStmt") this.sawDocument = true;
    else if (name === "Stmt" && this.sawDocument) {
      if (this.statement) this.refuse("a <Stmt> inside another <Stmt>");
      this.statement = { format: "camt.053", account: "", currency: "", entries: [] };
      this.keys = undefined;
      this.read = { total: new Dec(0), count: 0 };
      this.balances.length = 0;
    } else if (name === "Ntry" && this.statement) {
      this.entry = { line: this.parser.line, reversal: false, remittance: [] };
    } else if (name === "Bal" && this.statement && !this.entry) {
      this.balance = { line: this.parser.line };
    } else if (name === "Amt" && (this.entry || this.balance) && this.path.length >= 2) {
      const currency = tag.attributes.Ccy as string | undefined;
      if (this.entry && this.at("/Ntry/Amt")) this.entry.currency = currency;
    }
  }

  private close(name: string) {
    const path = this.path;
    const text = this.text.trim();
    this.text = "";
    if (this.entry) this.closeInEntry(path, text);
    else if (this.balance) this.closeInBalance(path, text);
    else if (this.statement) this.closeInStatement(path, text);
    if (name === "Stmt" && this.statement && this.at("/Stmt")) this.finishStatement();
    path.pop();
    this.route = this.route.slice(0, this.route.length - name.length - 1);
  }

  private closeInStatement(path: string[], text: string) {
    const statement = this.statement!;
    if (this.at("/Stmt/Id")) statement.id = text;
    else if (this.at("/Stmt/Acct/Id/IBAN")) statement.account = text.replace(/\s/g, "");
    else if (this.at("/Stmt/Acct/Id/Othr/Id") && !statement.account) statement.account = text;
    else if (this.at("/Stmt/Acct/Ccy")) statement.currency = text;
  }

  private closeInBalance(path: string[], text: string) {
    const balance = this.balance!;
    if (this.at("/Bal/Tp/CdOrPrtry/Cd")) balance.code = text;
    else if (this.at("/Bal/Amt")) balance.amount = text;
    else if (this.at("/Bal/CdtDbtInd")) balance.indicator = text;
    else if (this.at("/Bal/Dt/Dt")) balance.date = text;
    else if (this.at("/Bal/Dt/DtTm")) balance.date = text.slice(0, 10);
    else if (this.at("/Bal")) {
      this.balances.push(balance);
      this.balance = undefined;
    }
  }

  private closeInEntry(path: string[], text: string) {
    const entry = this.entry!;
    if (this.at("/Ntry/Amt")) entry.amount = text;
    else if (this.at("/Ntry/CdtDbtInd")) entry.indicator = text;
    else if (this.at("/Ntry/RvslInd")) entry.reversal = text === "true" || text === "1";
    else if ((this.at("/Ntry/Sts") && text) || this.at("/Ntry/Sts/Cd")) entry.status = text;
    else if (this.at("/Ntry/BookgDt/Dt")) entry.bookingDate = text;
    else if (this.at("/Ntry/BookgDt/DtTm")) entry.bookingDate = text.slice(0, 10);
    else if (this.at("/Ntry/ValDt/Dt")) entry.valueDate = text;
    else if (this.at("/Ntry/ValDt/DtTm")) entry.valueDate = text.slice(0, 10);
    else if (this.at("/Ntry/AcctSvcrRef")) entry.bankReference = text;
    else if (this.at("/Ntry/BkTxCd/Domn/Cd")) entry.domain = text;
    else if (this.at("/Ntry/BkTxCd/Domn/Fmly/Cd")) entry.family = text;
    else if (this.at("/Ntry/BkTxCd/Domn/Fmly/SubFmlyCd")) entry.subFamily = text;
    else if (this.at("/Ntry/BkTxCd/Prtry/Cd")) entry.proprietary = text;
    else if (this.at("/Ustrd") && this.route.includes("/RmtInf/")) entry.remittance.push(text);
    else if (this.route.includes("/RltdPties/")) this.closeInParties(entry, path, text);
    else if (this.at("/Ntry")) this.finishEntry();
  }

  private closeInParties(entry: EntryDraft, path: string[], text: string) {
    const party = path[path.indexOf("RltdPties") + 1];
    if (this.at("/Nm") && (party === "Dbtr" || party === "Cdtr")) {
      if (party === "Dbtr") entry.debtor ??= text;
      else entry.creditor ??= text;
    } else if (this.at("/IBAN") && (party === "DbtrAcct" || party === "CdtrAcct")) {
      if (party === "DbtrAcct") entry.debtorAccount ??= text.replace(/\s/g, "");
      else entry.creditorAccount ??= text.replace(/\s/g, "");
    }
  }

  private finishEntry() {
    const draft = this.entry!;
    this.entry = undefined;
    const statement = this.statement!;
    if (draft.status !== undefined && draft.status !== "BOOK") return;
    const at = (problem: string): never => this.refuse(`in the <Ntry> starting here, ${problem}`, draft.line);
    const amount = readAmount(draft.amount, draft.indicator, at);
    if (!draft.bookingDate || !isDay(draft.bookingDate))
      at(`expected <BookgDt> with a day like 2026-01-31, found "${draft.bookingDate ?? "nothing"}"`);
    if (!statement.account) at("expected the statement's account (<Acct><Id><IBAN>) before its entries");
    if (!draft.currency && !statement.currency) at(`expected <Amt Ccy="…"> naming the currency`);
    if (draft.currency && statement.currency && draft.currency !== statement.currency)
      at(`expected an amount in the account's ${statement.currency}, found ${draft.currency}`);
    const credit = draft.indicator === "CRDT";
    const entry: StatementEntry = {
      key: "",
      account: statement.account,
      currency: draft.currency ?? statement.currency,
      amount,
      bookingDate: draft.bookingDate!,
      reversal: draft.reversal,
      bankCode: {},
      description: draft.remittance.join(" "),
      location: this.where(draft.line),
    };
    if (draft.valueDate) entry.valueDate = draft.valueDate;
    if (draft.bankReference) entry.bankReference = draft.bankReference;
    const code = {
      domain: draft.domain,
      family: draft.family,
      subFamily: draft.subFamily,
      proprietary: draft.proprietary,
    };
    for (const [field, value] of Object.entries(code)) if (value) entry.bankCode[field as keyof typeof code] = value;
    const name = credit ? draft.debtor : draft.creditor;
    const account = credit ? draft.debtorAccount : draft.creditorAccount;
    if (name) entry.counterpartyName = name;
    if (account) entry.counterpartyAccount = account;
    this.keys ??= new EntryKeys(statement);
    entry.key = this.keys.keyOf(entry);
    this.read.total = this.read.total.plus(amount);
    this.read.count++;
    if (this.onEntry) this.onEntry(entry);
    else statement.entries.push(entry);
  }

  private finishStatement() {
    const statement = this.statement!;
    this.statement = undefined;
    if (!statement.account) this.refuse("the <Stmt> ending here names no account (<Acct><Id><IBAN>)");
    for (const balance of this.balances) {
      const at = (problem: string): never => this.refuse(`in the <Bal> starting here, ${problem}`, balance.line);
      const opening = balance.code === "OPBD" || (balance.code === "PRCD" && !statement.opening);
      if (!opening && balance.code !== "CLBD") continue;
      const amount = readAmount(balance.amount, balance.indicator, at);
      if (!balance.date || !isDay(balance.date)) at(`expected <Dt> with a day like 2026-01-31`);
      statement[opening ? "opening" : "closing"] = { amount, date: balance.date! };
    }
    if (!statement.currency) statement.currency = statement.entries[0]?.currency ?? "";
    checkBalances(statement, `${this.file}, statement ${statement.id ?? statement.account}`, this.read);
    this.statements.push(statement);
  }
}

/** Signed decimal text from camt's unsigned <Amt> and its <CdtDbtInd>. */
function readAmount(text: string | undefined, indicator: string | undefined, at: (problem: string) => never): string {
  if (!text || !DECIMAL_TEXT.test(text) || text.startsWith("-"))
    at(`expected <Amt> with an amount like 1234.50, found "${text ?? "nothing"}"`);
  if (indicator !== "CRDT" && indicator !== "DBIT")
    at(`expected <CdtDbtInd> CRDT or DBIT, found "${indicator ?? "nothing"}"`);
  return indicator === "DBIT" && !/^0+(?:\.0+)?$/.test(text!) ? `-${text}` : text!;
}

/** Reads one camt.053 document given whole. */
export function readCamt053(xml: string, file = "statement.xml"): Statement[] {
  const reader = new Camt053Reader(file);
  reader.write(xml);
  return reader.end();
}
