import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { TaskErrors, TaskField, TaskValues } from "#app/staff/server/pipeline/task-form.server.ts";
import inbox from "#app/staff/components/Inbox.module.css";

const copy = pipelineCopy.tasks;

export type StaffMember = { id: string; name: string };

export function StaffOptions({ staff }: { staff: StaffMember[] }) {
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}

/** A field's reason, tied to its control by id, or nothing. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={inbox.error}>
      {message}
    </p>
  ) : null;
}

/**
 * The fields of "Add a next step": one set for the deal page's card and the no-JavaScript refusal page.
 * A refusal gives back what was typed and each field's reason, shown beside it.
 */
export function TaskAddFields({
  staff,
  userId,
  values = {},
  errors = {},
  busy,
}: {
  staff: StaffMember[];
  /** The signed-in member: the assignee to start with. */
  userId: string;
  values?: TaskValues;
  errors?: TaskErrors;
  busy: boolean;
}) {
  const invalid = (field: TaskField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${ids[field]}-error` } : {};
  const known = staff.some((member) => member.id === values.assignee);
  // Only after a refused assignee does the list start blank, so the choice is made again on purpose.
  const blank = Boolean(errors.assignee) && !known;
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value="add" />
      <h3>{copy.addTitle}</h3>
      <div className={inbox.field}>
        <label htmlFor={ids.title}>{copy.what}</label>
        <input
          id={ids.title}
          name="title"
          type="text"
          required
          maxLength={300}
          defaultValue={values.title}
          {...invalid("title")}
        />
        <FieldError id={`${ids.title}-error`} message={errors.title} />
      </div>
      <div className={inbox.field}>
        <label htmlFor={ids.dueOn}>{copy.due}</label>
        <input id={ids.dueOn} name="dueOn" type="date" required defaultValue={values.dueOn} {...invalid("dueOn")} />
        <FieldError id={`${ids.dueOn}-error`} message={errors.dueOn} />
      </div>
      <div className={inbox.field}>
        <label htmlFor={ids.assignee}>{copy.assignee}</label>
        <select
          id={ids.assignee}
          name="assignee"
          defaultValue={known ? values.assignee : blank ? "" : userId}
          required
          {...invalid("assignee")}
        >
          {blank ? <option value="">{copy.assigneeRequired}</option> : null}
          <StaffOptions staff={staff} />
        </select>
        <FieldError id={`${ids.assignee}-error`} message={errors.assignee} />
      </div>
      <button type="submit" className={inbox.button} disabled={busy}>
        {copy.add}
      </button>
    </>
  );
}

const ids: Record<TaskField, string> = { title: "task-title", dueOn: "task-due", assignee: "task-assignee" };
