import { useState } from 'react';
import { ModalForm } from '@/components/ModalForm';
import { TextInputField } from '@/components/TextInputField';
import { notify } from '@/components/notify';
import { firstErrors } from '@/components/useFieldErrors';
import { useSaveReportMutation } from '../reportingApi';

interface Props {
  show: boolean;
  report: string;
  /** The report's filters as request parameters. */
  params: Record<string, string>;
  onClose: () => void;
}

/** 'Save Report': names the report shown and saves it with its filters (document 001 §7). */
export function SaveReportDialog({ show, report, params, onClose }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveReportMutation();

  const submit = async () => {
    if (isLoading) return;
    if (name.trim() === '') {
      setError('A report name is required');
      return;
    }
    try {
      await save({ ...params, report_name: name.trim(), report }).unwrap();
      notify.success('Report saved');
      setName('');
      setError(null);
      onClose();
    } catch (failure) {
      // The dialog and the name stay; the server's first message shows under the field.
      const errors = firstErrors(failure);
      setError(errors.report_name ?? errors.report ?? null);
      notify.error('Error saving report');
    }
  };

  return (
    <ModalForm show={show} onHide={onClose} busy={isLoading} titleId="save-report-title" title="Save Report" submitLabel="Save Report" onSubmit={submit}>
      <TextInputField
        id="save-report-name"
        label="Report name"
        className=""
        value={name}
        maxLength={100}
        error={error}
        autoFocus
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
    </ModalForm>
  );
}
