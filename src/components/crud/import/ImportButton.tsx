import { useState } from 'react';
import { Button, useCanAccess, useRefresh, useResourceContext } from 'react-admin';
import UploadIcon from '@mui/icons-material/Upload';
import { naturalKeys, type ImportableResource } from '../../../../model/csvImport';
import { ImportDialog } from './ImportDialog';

/** The list toolbar's "Import CSV" for the importable resources; only for users who may write. */
export function ImportButton() {
  const resource = useResourceContext() as ImportableResource;
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="crud.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <ImportDialog
        resource={resource}
        keyFields={naturalKeys[resource] ?? []}
        open={open}
        onClose={(imported) => {
          setOpen(false);
          if (imported) refresh();
        }}
      />
    </>
  );
}
