/**
 * The On-Call records as the server answers them (docs/modules/on_call.md): typed from the response
 * schemas the server declares (model/modules/on_call/requestRecords.ts), so the two cannot drift apart.
 */
export type {
  BoardRequest,
  RequestDetail,
  RequestEvent,
  RequestExpense,
  RequestRow,
  RequestTechnician,
  StationSuggestion,
  SuggestedTechnician,
} from '../../../model/modules/on_call/requestRecords';
