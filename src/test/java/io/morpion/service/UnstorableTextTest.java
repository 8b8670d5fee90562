package io.morpion.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.persistence.PersistenceException;
import jakarta.ws.rs.core.Response;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The net under the request checks: a text PostgreSQL refuses to store is the caller's 400, not a 500. */
class UnstorableTextTest {

    @Test
    void aTextTheDatabaseRefusesIsA400WhateverWrapsIt() {
        for (String state : new String[] {"22021", "22P05"}) {
            RuntimeException failure = new PersistenceException(
                    "could not execute statement", new SQLException("invalid byte sequence for encoding", state));
            Response answer = new ApiErrors().unexpected(failure);
            assertEquals(400, answer.getStatus(), state);
            assertEquals("unstorableText", ((Map<?, ?>) answer.getEntity()).get("code"), state);
        }
    }

    @Test
    void anyOtherDatabaseFailureStaysAnInternalError() {
        Response answer = new ApiErrors()
                .unexpected(new PersistenceException("boom", new SQLException("division by zero", "22012")));
        assertEquals(500, answer.getStatus());
    }
}
