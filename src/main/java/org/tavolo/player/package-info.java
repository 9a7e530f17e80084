/** The club's player register: names, nicknames and contacts, shared by every tournament. */
package org.tavolo.player;
