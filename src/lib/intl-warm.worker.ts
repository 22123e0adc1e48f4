// The worker of `warmMoneyFormat` (format-money.ts): the first number and date formats in the language it is named for.
new Intl.NumberFormat(self.name);
new Intl.DateTimeFormat(self.name);
postMessage(0);
close();
