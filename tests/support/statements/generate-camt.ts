/*
 * Writes camt.053 documents for tests and the benchmark: one account, `entries` booked entries
 * spread over the months from `firstDay`, balances that agree with them.
 */

export interface GeneratedEntry {
  amount: string;
  credit: boolean;
  day: string;
  reference: string;
  text: string;
}

const NAMESPACE = {
  "02": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02",
  "08": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08",
};

export function camtEntryXml(entry: GeneratedEntry, version: "02" | "08" = "02"): string {
  const status = version === "02" ? "<Sts>BOOK</Sts>" : "<Sts><Cd>BOOK</Cd></Sts>";
  const party = entry.credit ? "Dbtr" : "Cdtr";
  const name = version === "02" ? `<Nm>${entry.text}</Nm>` : `<Pty><Nm>${entry.text}</Nm></Pty>`;
  return `<Ntry><Amt Ccy="EUR">${entry.amount}</Amt><CdtDbtInd>${entry.credit ? "CRDT" : "DBIT"}</CdtDbtInd>${status}
<BookgDt><Dt>${entry.day}</Dt></BookgDt><ValDt><Dt>${entry.day}</Dt></ValDt><AcctSvcrRef>${entry.reference}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${entry.credit ? "RCDT" : "ICDT"}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><RltdPties><${party}>${name}</${party}></RltdPties><RmtInf><Ustrd>${entry.text} ${entry.reference}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;
}

export function camtBalanceXml(code: "OPBD" | "CLBD", cents: bigint, day: string): string {
  const amount = (cents < 0n ? -cents : cents).toString().padStart(3, "0");
  const text = `${amount.slice(0, -2)}.${amount.slice(-2)}`;
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${text}</Amt><CdtDbtInd>${cents < 0n ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>\n`;
}

export function camtHead(iban: string, id: string, version: "02" | "08" = "02"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NAMESPACE[version]}"><BkToCstmrStmt><GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-01-31T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>${id}</Id><CreDtTm>2026-01-31T18:00:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>\n`;
}

export const CAMT_TAIL = "</Stmt></BkToCstmrStmt></Document>\n";

/** A deterministic camt.053 document of `count` entries, yielded in pieces so a large one is never one string. */
export function* generateCamt053(count: number, iban = "DE89370400440532013000"): Generator<string> {
  let balance = 100_000_00n;
  yield camtHead(iban, "GEN-1");
  yield camtBalanceXml("OPBD", balance, "2025-01-01");
  let batch = "";
  for (let i = 0; i < count; i++) {
    const cents = BigInt(((i * 7919) % 500_000) + 1);
    const credit = i % 3 === 0;
    balance += credit ? cents : -cents;
    const month = String((Math.floor((i * 12) / count) % 12) + 1).padStart(2, "0");
    const day = `2025-${month}-${String((i % 28) + 1).padStart(2, "0")}`;
    const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
    batch += camtEntryXml({
      amount,
      credit,
      day,
      reference: `REF${String(i).padStart(9, "0")}`,
      text: `Customer ${i % 50}`,
    });
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = "";
    }
  }
  yield batch;
  yield camtBalanceXml("CLBD", balance, "2025-12-31");
  yield CAMT_TAIL;
}
