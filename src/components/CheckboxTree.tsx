import { useId, useState } from 'react';

export interface CheckboxTreeNode {
  id: string;
  label: string;
  children: CheckboxTreeNode[];
}

interface Props {
  label: string;
  nodes: CheckboxTreeNode[];
  /** Checked node ids. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A collapsible tree of checkboxes (regions and the like); each branch opens with its own button. */
export function CheckboxTree({ label, nodes, value, onChange }: Props) {
  const prefix = `tree-${useId().replace(/:/g, '')}`;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggleOpen = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (items: CheckboxTreeNode[], depth: number) => (
    <ul className={`list-unstyled mb-0 ${depth > 0 ? 'ms-3' : ''}`}>
      {items.map((node) => {
        const checked = value.includes(node.id);
        const open = expanded.has(node.id);
        const inputId = `${prefix}-${node.id}`;
        return (
          <li key={node.id}>
            <div className="d-flex align-items-center gap-1 checkbox-tree-row">
              {node.children.length ? (
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0 text-decoration-none checkbox-tree-toggle"
                  aria-expanded={open}
                  aria-label={`${open ? 'Collapse' : 'Expand'} ${node.label}`}
                  onClick={() => toggleOpen(node.id)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="checkbox-tree-toggle" aria-hidden="true" />
              )}
              <div className="form-check mb-0">
                <input
                  id={inputId}
                  className="form-check-input"
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(checked ? value.filter((id) => id !== node.id) : [...value, node.id])}
                />
                <label className="form-check-label small" htmlFor={inputId}>
                  {node.label}
                </label>
              </div>
            </div>
            {node.children.length && open ? renderNodes(node.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="checkbox-tree">
      <legend className="form-label fs-6 mb-1">{label}</legend>
      <div className="border rounded p-1" style={{ maxHeight: 240, overflowY: 'auto' }}>
        {nodes.length ? renderNodes(nodes, 0) : <span className="small text-muted">No regions</span>}
      </div>
    </fieldset>
  );
}
