import type { ApprovalField } from '@foyer/core/adapter'

/** Decoded values as a definition list; a struct's fields nest inside its entry. */
export function ApprovalFields({ fields }: { fields: readonly ApprovalField[] }) {
  return (
    <dl className="approval-fields">
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.name}</dt>
          <dd>{field.fields ? <ApprovalFields fields={field.fields} /> : field.value}</dd>
        </div>
      ))}
    </dl>
  )
}
