import { useState } from 'react';
import { Button, Divider, IconButton, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import { reportSearch, type ReportParams } from '../../../model/modules/reporting/params';
import { ViewNameDialog } from './ViewNameDialog';

/** A saved view as /api/report_views answers it. */
interface ReportView extends RaRecord {
  report: ReportName;
  name: string;
  params: Partial<ReportParams>;
  version: number;
}

/** The server's words for a refused name (422 errors.name), or its message. */
const nameRefusal = (error: unknown) => {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  return body?.errors?.name ?? ((error as Error).message || 'app.form.something_went_wrong');
};

/**
 * "Views": the user's saved filter sets of this report — open one (its URL), save the current
 * filters by name, rename or delete one. Private to the user (the server keeps them per owner).
 */
export function SavedViewsMenu({ report, params }: { report: ReportName; params: ReportParams | null }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState<{ view?: ReportView } | null>(null);
  const { data: views = [] } = useGetList<ReportView>('report_views', { filter: { report }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['report_views'] });
  const close = () => setAnchor(null);

  const save = async (name: string) => {
    try {
      if (naming?.view) await dataProvider.update('report_views', { id: naming.view.id, data: { name, params: naming.view.params, version: naming.view.version }, previousData: naming.view });
      else await dataProvider.create('report_views', { data: { report, name, params } });
    } catch (error) {
      return translate(nameRefusal(error));
    }
    await refresh();
    notify('reporting.views.saved', { type: 'success', messageArgs: { name } });
    return null;
  };
  const remove = async (view: ReportView) => {
    close();
    try {
      await dataProvider.delete('report_views', { id: view.id, previousData: view });
      await refresh();
      notify('reporting.views.deleted', { type: 'info', messageArgs: { name: view.name } });
    } catch (error) {
      notify((error as Error).message || 'app.form.something_went_wrong', { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('reporting.views.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem disabled={!params} onClick={() => { close(); setNaming({}); }}>
          {translate('reporting.views.save')}
        </MenuItem>
        {views.length > 0 && <Divider />}
        {views.map((view) => (
          <MenuItem key={view.id} onClick={() => { close(); navigate(`/reporting/${report}?${reportSearch(view.params)}`); }}>
            <ListItemText>{view.name}</ListItemText>
            <Stack direction="row" sx={{ ml: 2 }}>
              <Tooltip title={translate('reporting.views.rename', { name: view.name })}>
                <IconButton size="small" aria-label={translate('reporting.views.rename', { name: view.name })} onClick={(event) => { event.stopPropagation(); close(); setNaming({ view }); }}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('reporting.views.delete', { name: view.name })}>
                <IconButton size="small" aria-label={translate('reporting.views.delete', { name: view.name })} onClick={(event) => { event.stopPropagation(); void remove(view); }}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </MenuItem>
        ))}
      </Menu>
      {naming && (
        <ViewNameDialog
          title={translate(naming.view ? 'reporting.views.rename_title' : 'reporting.views.save_title')}
          initialName={naming.view?.name}
          onSubmit={save}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}
