import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { reverseMovement, type MovementRow } from '../partsApi';

/** Movements are append-only: a mistake is undone by a reversing movement, with why. */
export function ReverseDialog({ movement, onDone, onClose }: { movement: MovementRow; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      title={translate('parts.movements.reverse_title')}
      text={translate('parts.movements.reverse_text', {
        kind: translate(`parts.choices.kind.${movement.kind}`),
        part: movement.part_number,
        quantity: movement.quantity,
      })}
      submitLabel="parts.movements.reverse"
      onSubmit={(reason) => reverseMovement(movement.id, reason)}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
