/** Joins the class names that apply, skipping the conditions that are false or absent. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
