/** The `<option>`s of a `<select>`: each submits its value and shows its label. */
export function SelectOptions({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
