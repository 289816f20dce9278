import { useRef } from 'react';
import { FormField } from '@/components/FormField';

/** A labelled multiple-file input that hands over the chosen files and then empties itself. */
export function FilePicker({
  label,
  onAdd,
  disabled,
  describedBy,
}: {
  label: string;
  onAdd: (files: File[]) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField label={label} className="mb-2" describedBy={describedBy}>
      {(control) => (
        <input
          {...control}
          ref={input}
          type="file"
          multiple
          className="form-control"
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (files.length > 0) onAdd(files);
            // Let the same file be chosen again after it was removed.
            if (input.current) input.current.value = '';
          }}
        />
      )}
    </FormField>
  );
}

let nextKey = 1;
/** A chosen file with a key for lists. */
export interface ChosenFile {
  key: number;
  file: File;
}

/** Wraps newly chosen files with list keys. */
export function chooseFiles(files: File[]): ChosenFile[] {
  return files.map((file) => ({ key: nextKey++, file }));
}

/** The key under which a file's description is kept as a draft (files themselves cannot be kept). */
export function fileDraftKey(file: Pick<File, 'name' | 'size'>): string {
  return `${file.name}:${file.size}`;
}
