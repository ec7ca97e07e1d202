import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import { reportSearch, type ReportParams } from '../../../model/modules/reporting/params';
import type { ReportViewRecord as ReportView } from '../../../model/modules/reporting/reportRecords';
import { ViewNameDialog } from './ViewNameDialog';

/** The server's words for a refused name (422 errors.name), or its message. */
const nameRefusal = (error: unknown) => {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  return body?.errors?.name ?? ((error as Error).message || 'app.form.something_went_wrong');
};

/**
 * "Views": the user's saved filter sets of this report — open one (its URL), save the current
 * filters by name; renaming and deleting are in a dialog of their own (a menu item holds no buttons). Private to the user (the server keeps them per owner).
 */
export function SavedViewsMenu({ report, params }: { report: ReportName; params: ReportParams | null }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState<{ view?: ReportView } | null>(null);
  const [managing, setManaging] = useState(false);
  const { data: views = [] } = useGetList<ReportView>('report_views', {
    filter: { report },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['report_views'] });
  const close = () => setAnchor(null);

  const save = async (name: string) => {
    try {
      if (naming?.view)
        await dataProvider.update('report_views', {
          id: naming.view.id,
          data: { name, params: naming.view.params, version: naming.view.version },
          previousData: naming.view,
        });
      else await dataProvider.create('report_views', { data: { report, name, params } });
    } catch (error) {
      return translate(nameRefusal(error));
    }
    await refresh();
    notify('reporting.views.saved', { type: 'success', messageArgs: { name } });
    return null;
  };
  const remove = async (view: ReportView) => {
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
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('reporting.views.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          disabled={!params}
          onClick={() => {
            close();
            setNaming({});
          }}
        >
          {translate('reporting.views.save')}
        </MenuItem>
        {views.length > 0 && <Divider />}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              close();
              void navigate(`/reporting/${report}?${reportSearch(view.params)}`);
            }}
          >
            {view.name}
          </MenuItem>
        ))}
        {views.length > 0 && <Divider />}
        {views.length > 0 && (
          <MenuItem
            onClick={() => {
              close();
              setManaging(true);
            }}
          >
            {translate('reporting.views.manage')}
          </MenuItem>
        )}
      </Menu>
      {managing && (
        <Dialog open onClose={() => setManaging(false)} aria-labelledby="views-manage-title" fullWidth maxWidth="xs">
          <DialogTitle id="views-manage-title">{translate('reporting.views.manage_title')}</DialogTitle>
          <DialogContent>
            <List dense>
              {views.map((view) => (
                <ListItem
                  key={view.id}
                  secondaryAction={
                    <>
                      <IconButton
                        size="small"
                        aria-label={translate('reporting.views.rename', { name: view.name })}
                        onClick={() => setNaming({ view })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={translate('reporting.views.delete', { name: view.name })}
                        onClick={() => void remove(view)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </>
                  }
                >
                  <ListItemText primary={view.name} />
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setManaging(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
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
