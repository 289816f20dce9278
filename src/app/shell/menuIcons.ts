/**
 * The menu's decorative icons (issue 24 item 5), by name: this module's namespace is the map. They
 * load after the first paint (issue 30: nothing the first paint does not need is in the frame's
 * code); until then each icon's place is held by an empty box of its size, so the menu never moves.
 */
export {
  BarChart3,
  Briefcase,
  FileText,
  FolderKanban,
  Gauge,
  LayoutDashboard,
  LifeBuoy,
  MessageSquareWarning,
  Search,
  ShieldCheck,
  Siren,
  Smile,
  Sun,
  UserCog,
  UserRound,
  UsersRound,
} from 'lucide-react';
