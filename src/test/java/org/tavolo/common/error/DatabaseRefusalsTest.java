package org.tavolo.common.error;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.persistence.PessimisticLockException;
import jakarta.ws.rs.core.Response;
import java.sql.SQLException;
import org.hibernate.exception.GenericJDBCException;
import org.junit.jupiter.api.Test;

/**
 * docs/errors.md: a request that could not get what it needed from the database in time is told to
 * come back (503 with {@code Retry-After}, nothing changed), never answered 500: the server out of
 * connections, the connection broken, or the table's lock waited for too long.
 */
class DatabaseRefusalsTest {

    private final ProblemMapper mapper = new ProblemMapper();

    private static void assertComeBack(Response answer, String type, String retryAfter) {
        assertEquals(503, answer.getStatus());
        assertEquals(Problem.MEDIA_TYPE, answer.getMediaType().toString());
        assertEquals(type, ((Problem) answer.getEntity()).type());
        assertEquals(503, ((Problem) answer.getEntity()).status());
        assertEquals(retryAfter, answer.getHeaderString("Retry-After"));
    }

    @Test
    void aServerWithTooManyClientsAnswers503DatabaseUnavailable() {
        SQLException refused = new SQLException("FATAL: sorry, too many clients already", "53300");

        Response answer = mapper.unexpected(new GenericJDBCException("Unable to acquire JDBC Connection", refused));

        assertComeBack(answer, "/problems/database-unavailable", "5");
    }

    @Test
    void aBrokenConnectionAnswers503DatabaseUnavailable() {
        SQLException broken = new SQLException("An I/O error occurred while sending to the backend.", "08006");

        Response answer = mapper.unexpected(new IllegalStateException(broken));

        assertComeBack(answer, "/problems/database-unavailable", "5");
    }

    @Test
    void aTableLockWaitedForTooLongAnswers503Busy() {
        SQLException timedOut = new SQLException("ERROR: canceling statement due to lock timeout", "55P03");

        Response answer = mapper.unexpected(new PessimisticLockException("lock", timedOut));

        assertComeBack(answer, "/problems/busy", "1");
    }

    @Test
    void aDeadlockStaysAConcurrentChange() {
        SQLException deadlock = new SQLException("ERROR: deadlock detected", "40P01");

        Response answer = mapper.unexpected(new PessimisticLockException("lock", deadlock));

        assertEquals(409, answer.getStatus());
        assertEquals("/problems/concurrent-change", ((Problem) answer.getEntity()).type());
    }
}
