import { data, useNavigation } from "react-router";
import type { Route } from "./+types/board";
import styles from "#app/staff/components/Inbox.module.css";
import board from "#app/staff/components/pipeline/Board.module.css";
import { BoardCard } from "#app/staff/components/pipeline/BoardCard.tsx";
import { BoardNotice, type BoardNoticeData } from "#app/staff/components/pipeline/BoardNotice.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { formatCompactMoney } from "#app/shared/money/format-money.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";
import { boardColumns } from "#app/staff/server/pipeline/board.server.ts";
import { boardMoveSchema, moveFromBoard } from "#app/staff/server/pipeline/board-move.server.ts";

const copy = pipelineCopy.board;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: inboxCopy.appName, path: location.pathname, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const reportingCurrency = getEnv().REPORTING_CURRENCY;
  return data(
    { columns: await boardColumns(getDatabase().db, now, reportingCurrency), now: now.getTime(), reportingCurrency },
    { headers: NO_STORE },
  );
}

/** The notice's sentence, for the one answer shape; the notice itself says more (decision 080). */
function noticeMessage(notice: BoardNoticeData): string {
  if (notice.kind === "refused") return notice.message;
  if (notice.kind === "confirm") return copy.confirmRequired;
  return copy.moved.replace("{company}", notice.company).replace("{status}", statusLabel(notice.status));
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const answer = (notice: BoardNoticeData, status = 200) => actionAnswer(status, noticeMessage(notice), { notice });
  if (!post.ok) return answer({ kind: "refused", message: inboxCopy.signIn.forbidden }, post.status);
  const { user, formData } = post;
  const parsed = boardMoveSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return answer({ kind: "refused", message: parsed.error.issues[0]?.message ?? copy.notAllowed }, 400);
  }
  const handle = getDatabase();
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const result = await moveFromBoard(handle, parsed.data, actor);
  if (result.kind === "refused") return answer(result, result.status);
  const row = await handle.db
    .selectFrom("applications")
    .select("business_name")
    .where("id", "=", result.applicationId)
    .executeTakeFirst();
  const company = row?.business_name ?? "";
  // A decline waits for its confirmation: 400, as on the lead page, with the form that confirms it.
  return answer({ ...result, company }, result.kind === "confirm" ? 400 : 200);
}

export default function BoardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, now } = loaderData;
  const currency = loaderData.reportingCurrency as CurrencyCode;
  const money = (text: string) => formatCompactMoney(Number(text), currency);
  const busy = useNavigation().state !== "idle";
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      {actionData ? <BoardNotice notice={actionData.notice} busy={busy} /> : null}
      <div className={board.board}>
        {columns.map((column) => (
          <section key={column.stage} className={board.column} aria-labelledby={`column-${column.stage}`}>
            <h2 id={`column-${column.stage}`}>
              <span>{statusLabel(column.stage)}</span>
              <span className={styles.muted}>
                {column.cards.length === 1 ? copy.countOne : copy.count.replace("{count}", String(column.cards.length))}
              </span>
            </h2>
            <p className={styles.muted} data-testid="column-money">
              {copy.money
                .replace("{total}", money(column.money.total))
                .replace("{weighted}", money(column.money.weighted))
                .replace("{weight}", column.money.weightPercent)}
              {column.money.unconverted > 0
                ? ` ${copy.unconverted.replace("{count}", String(column.money.unconverted)).replace("{currency}", currency)}`
                : null}
            </p>
            {column.cards.length > 0 ? (
              <p className={styles.muted}>{column.order === "longest" ? copy.orderLongest : copy.orderLatest}</p>
            ) : null}
            {column.cards.length === 0 ? (
              <p className={styles.muted}>{copy.empty}</p>
            ) : (
              <ul className={board.cards}>
                {column.cards.map((card) => (
                  <BoardCard key={`${card.id}-${card.status}`} card={card} now={now} busy={busy} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
