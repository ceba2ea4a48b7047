/** The device database's name, apart from Dexie so a page can look for it without loading Dexie. */
export const HAULBOOK_DB_NAME = 'haulbook';
