// The route-table format is the contract's (@qis/contract): the apps keep importing it from @qis/shared.
export {
  appPath,
  shownInLocale,
  type RouteMenuEntry,
  type RouteRow,
  type RouteTable,
  type ScreenOf,
} from '@qis/contract';
