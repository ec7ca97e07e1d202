/** A job's parts (activity or on-call request): the net of its issues and returns per lot, with the certificate it was issued with. */
export interface JobPart {
  material_id: number;
  part_number: string;
  description: string;
  measure_code: string;
  lot: string;
  /** Issued less returned (reversals counted with their sign). */
  quantity: number;
  part_cert_code: string | null;
  cert_no: string | null;
  certificate_id: number | null;
  /** The issues not reversed yet: DELETE …/parts/:movement_id gives one back. */
  issue_ids: number[];
}
