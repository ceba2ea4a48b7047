/** The app menu (docs/product.md §2, Authenticated shell), in order. */
import {
  IconCalculator,
  IconCalendarEvent,
  IconChartBar,
  IconCrown,
  IconGasStation,
  IconLayoutDashboard,
  IconReceipt2,
  IconReceiptTax,
  IconReportMoney,
  IconTool,
  IconTruck,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Loads', to: '/loads', icon: IconTruck },
  { label: 'Fuel', to: '/fuel', icon: IconGasStation },
  { label: 'Maintenance', to: '/maintenance', icon: IconTool },
  { label: 'IFTA', to: '/ifta', icon: IconReceiptTax },
  { label: 'Expenses', to: '/expenses', icon: IconReceipt2 },
  { label: 'Profit', to: '/profit', icon: IconChartBar },
  { label: 'Per Diem', to: '/per-diem', icon: IconCalendarEvent },
  { label: 'Axle Calculator', to: '/axle-calculator', icon: IconCalculator },
  { label: 'Pay Config', to: '/pay-config', icon: IconReportMoney },
  { label: 'Subscribe', to: '/subscribe', icon: IconCrown },
  { label: 'Profile', to: '/profile', icon: IconUser },
];
