package io.morpion.service;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Every 64-bit integer the API sends goes out as a string. A browser reads JSON numbers as doubles,
 * exact only to 2^53: a seed above that came back rounded, and repeated no run. Ids and counts are
 * far from the limit, but one rule for the type keeps every client out of the question. Requests
 * may still give them either way.
 */
@Singleton
public class LongsAsText implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("longs-as-text")
                .addSerializer(Long.class, ToStringSerializer.instance)
                .addSerializer(Long.TYPE, ToStringSerializer.instance));
    }
}
