import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronUp from 'lucide-react/icons/chevron-up';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Gift from 'lucide-react/icons/gift';
import Globe from 'lucide-react/icons/globe';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import List from 'lucide-react/icons/list';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import Minus from 'lucide-react/icons/minus';
import Package from 'lucide-react/icons/package';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Percent from 'lucide-react/icons/percent';
import Phone from 'lucide-react/icons/phone';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Search from 'lucide-react/icons/search';
import Share2 from 'lucide-react/icons/share-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Star from 'lucide-react/icons/star';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Truck from 'lucide-react/icons/truck';
import User from 'lucide-react/icons/user';
import X from 'lucide-react/icons/x';
import ZoomIn from 'lucide-react/icons/zoom-in';
import type { LucideIcon } from 'lucide-react';

/**
 * The icon set, by the names content and components use. Every glyph comes from Lucide (one
 * source, one stroke style on a 24 px grid); each is imported on its own, so a bundle carries only
 * the icons named here and a page only the ones it renders. Adding a name here adds it to
 * `iconNames` and to the `Icon` prop type.
 */
export const iconComponents = {
  // Spec §3: the icons a CMS button may carry
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  goods: ShoppingBag,
  search: Search,
  // Shopping
  cart: ShoppingCart,
  heart: Heart,
  compare: ArrowRightLeft,
  user: User,
  store: Store,
  truck: Truck,
  return: RotateCcw,
  gift: Gift,
  percent: Percent,
  tag: Tag,
  'credit-card': CreditCard,
  package: Package,
  shield: ShieldCheck,
  lock: Lock,
  star: Star,
  calendar: Calendar,
  clock: Clock,
  // Contact
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  chat: MessageCircle,
  globe: Globe,
  // Status (toasts, availability, alerts)
  info: Info,
  warning: TriangleAlert,
  error: CircleX,
  success: CircleCheck,
  // Controls and navigation
  close: X,
  check: Check,
  plus: Plus,
  minus: Minus,
  menu: Menu,
  'chevron-down': ChevronDown,
  'chevron-up': ChevronUp,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  filter: SlidersHorizontal,
  sort: ArrowUpDown,
  grid: LayoutGrid,
  list: List,
  'zoom-in': ZoomIn,
  eye: Eye,
  'eye-off': EyeOff,
  trash: Trash2,
  edit: Pencil,
  share: Share2,
  download: Download,
  'external-link': ExternalLink,
  home: House,
  'log-out': LogOut,
  pause: Pause,
  play: Play,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof iconComponents;

/** Every icon name, in declaration order (for pickers, stories and content validation). */
export const iconNames = Object.keys(iconComponents) as IconName[];
